import { FREE_TRIAL_DAYS } from '@common/constants';
import type { PlanType, SubscriptionStatus } from '@common/schemas/billing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stripe statuses under which the subscriber keeps premium (past_due: Stripe is still retrying). */
const PAYING_STATUSES = new Set(['active', 'trialing', 'past_due']);

export interface StoredSubscription {
  status: string | null;
  priceId: string | null;
  currentPeriodEnd: Date | null;
}

function trialEnd(userCreatedAt: Date): Date {
  return new Date(userCreatedAt.getTime() + FREE_TRIAL_DAYS * DAY_MS);
}

/**
 * The plan of a user right now: premium with a paying subscription (or when
 * billing is off), trial for 7 days after sign-up, free after that.
 */
export function resolvePlan(options: {
  userCreatedAt: Date;
  subscription: StoredSubscription | null | undefined;
  billingEnabled: boolean;
  now: Date;
}): SubscriptionStatus & { plan_type: PlanType } {
  const { subscription, now } = options;
  if (!options.billingEnabled) {
    return { subscribed: true, plan_type: 'premium', price_id: null, subscription_end: null };
  }
  if (subscription?.status && PAYING_STATUSES.has(subscription.status)) {
    return {
      subscribed: true,
      plan_type: 'premium',
      price_id: subscription.priceId,
      subscription_end: subscription.currentPeriodEnd?.toISOString() ?? null,
    };
  }
  const end = trialEnd(options.userCreatedAt);
  if (now < end) {
    return {
      subscribed: true,
      plan_type: 'trial',
      price_id: null,
      subscription_end: end.toISOString(),
    };
  }
  return { subscribed: false, plan_type: 'free', price_id: null, subscription_end: null };
}
