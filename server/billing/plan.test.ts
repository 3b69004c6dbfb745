import { describe, expect, it } from 'vitest';
import { resolvePlan } from './plan';

const signedUp = new Date('2026-11-01T12:00:00Z');
const day = (n: number) => new Date(signedUp.getTime() + n * 24 * 60 * 60 * 1000);

describe('resolvePlan', () => {
  it('is a trial for 7 days after sign-up, ending exactly then', () => {
    expect(
      resolvePlan({
        userCreatedAt: signedUp,
        subscription: null,
        billingEnabled: true,
        now: day(6.9),
      }),
    ).toEqual({
      subscribed: true,
      plan_type: 'trial',
      price_id: null,
      subscription_end: '2026-11-08T12:00:00.000Z',
    });
  });

  it('is free once the trial is over without a subscription', () => {
    expect(
      resolvePlan({
        userCreatedAt: signedUp,
        subscription: null,
        billingEnabled: true,
        now: day(7),
      }),
    ).toEqual({
      subscribed: false,
      plan_type: 'free',
      price_id: null,
      subscription_end: null,
    });
  });

  it.each(['active', 'trialing', 'past_due'])('is premium with a %s subscription', (status) => {
    const end = new Date('2026-12-24T00:00:00Z');
    expect(
      resolvePlan({
        userCreatedAt: signedUp,
        subscription: { status, priceId: 'price_1', currentPeriodEnd: end },
        billingEnabled: true,
        now: day(40),
      }),
    ).toEqual({
      subscribed: true,
      plan_type: 'premium',
      price_id: 'price_1',
      subscription_end: end.toISOString(),
    });
  });

  it.each(['canceled', 'unpaid', 'incomplete_expired'])(
    'is not premium with a %s subscription',
    (status) => {
      const plan = resolvePlan({
        userCreatedAt: signedUp,
        subscription: { status, priceId: 'price_1', currentPeriodEnd: null },
        billingEnabled: true,
        now: day(40),
      });
      expect(plan.plan_type).toBe('free');
    },
  );

  it('makes everyone premium when billing is off', () => {
    expect(
      resolvePlan({
        userCreatedAt: signedUp,
        subscription: null,
        billingEnabled: false,
        now: day(400),
      }),
    ).toEqual({
      subscribed: true,
      plan_type: 'premium',
      price_id: null,
      subscription_end: null,
    });
  });
});
