import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumeAiUse } from '../../billing/aiUsage';
import { user } from '../../db/schema';
import { buildUser, signIn, withCookie, type TestUser } from '../../test/factories';
import { sendStripeEvent, stripeSubscription } from '../../test/stripeEvents';
import { billingOff, getTestServer, testBilling, type TestServer } from '../../test/support';

const checkSubscription = (server: TestServer, cookie: string) =>
  server.post('/api/functions/check-subscription', {}, withCookie(cookie)).then((r) => r.json());
const checkAiUsage = (server: TestServer, cookie: string) =>
  server.post('/api/functions/check-ai-usage', {}, withCookie(cookie)).then((r) => r.json());

/**
 * Moves the sign-up 8 days back and signs in afresh: the session cookie
 * carries a cached copy of the user, made at sign-in.
 */
async function endTrial(server: TestServer, account: TestUser): Promise<TestUser> {
  await server.database.db
    .update(user)
    .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
    .where(eq(user.id, account.id));
  return { ...account, cookie: await signIn(server, account) };
}

async function sessionUser(server: TestServer, userId: string) {
  const [row] = await server.database.db.select().from(user).where(eq(user.id, userId));
  if (!row) throw new Error('no such user');
  return row;
}

describe('check-subscription', () => {
  it('answers 401 when signed out', async () => {
    const server = await getTestServer();
    expect((await server.post('/api/functions/check-subscription', {})).status).toBe(401);
    expect((await server.post('/api/functions/check-ai-usage', {})).status).toBe(401);
  });

  it('starts a 7-day trial at sign-up, with no card', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const status = (await checkSubscription(server, created.cookie)) as {
      subscription_end: string;
    };
    expect(status).toMatchObject({ subscribed: true, plan_type: 'trial', price_id: null });
    const daysLeft =
      (new Date(status.subscription_end).getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(daysLeft).toBeGreaterThan(6.99);
    expect(daysLeft).toBeLessThanOrEqual(7);
  });

  it('is free after the trial without a subscription', async () => {
    const server = await getTestServer();
    const created = await endTrial(server, await buildUser(server));
    expect(await checkSubscription(server, created.cookie)).toEqual({
      subscribed: false,
      plan_type: 'free',
      price_id: null,
      subscription_end: null,
    });
  });

  it('is premium with an active subscription, until its period ends', async () => {
    const server = await getTestServer();
    const created = await endTrial(server, await buildUser(server));
    const periodEnd = new Date('2027-01-22T00:00:00.000Z');
    expect(
      (
        await sendStripeEvent(
          server,
          'customer.subscription.created',
          stripeSubscription(created.id, { periodEnd }),
        )
      ).status,
    ).toBe(200);
    expect(await checkSubscription(server, created.cookie)).toEqual({
      subscribed: true,
      plan_type: 'premium',
      price_id: 'price_test_monthly',
      subscription_end: periodEnd.toISOString(),
    });
  });

  it('makes everyone premium when billing is off', async () => {
    const server = await getTestServer({ billing: billingOff() });
    const created = await endTrial(server, await buildUser(server));
    expect(await checkSubscription(server, created.cookie)).toEqual({
      subscribed: true,
      plan_type: 'premium',
      price_id: null,
      subscription_end: null,
    });
    expect(await checkAiUsage(server, created.cookie)).toEqual({
      remaining: 'unlimited',
      limit: 'unlimited',
      canUse: true,
      isPremium: true,
    });
  });

  it('reports only the caller’s own plan', async () => {
    const server = await getTestServer();
    const subscriber = await buildUser(server);
    const other = await endTrial(server, await buildUser(server));
    await sendStripeEvent(
      server,
      'customer.subscription.created',
      stripeSubscription(subscriber.id),
    );
    expect(await checkSubscription(server, other.cookie)).toMatchObject({ plan_type: 'free' });
  });
});

describe('check-ai-usage and the AI limit', () => {
  it('gives a free user 3 uses a day, then refuses with 429 AI_LIMIT_REACHED', async () => {
    const server = await getTestServer();
    const created = await endTrial(server, await buildUser(server));
    expect(await checkAiUsage(server, created.cookie)).toEqual({
      remaining: 3,
      limit: 3,
      canUse: true,
      isPremium: false,
    });

    const account = await sessionUser(server, created.id);
    const billing = testBilling();
    await consumeAiUse(server.database.db, account, billing);
    await consumeAiUse(server.database.db, account, billing);
    expect(await checkAiUsage(server, created.cookie)).toEqual({
      remaining: 1,
      limit: 3,
      canUse: true,
      isPremium: false,
    });
    await consumeAiUse(server.database.db, account, billing);
    await expect(consumeAiUse(server.database.db, account, billing)).rejects.toMatchObject({
      status: 429,
      code: 'AI_LIMIT_REACHED',
    });
    expect(await checkAiUsage(server, created.cookie)).toEqual({
      remaining: 0,
      limit: 3,
      canUse: false,
      isPremium: false,
    });
  });

  it('renews the uses at midnight UTC', async () => {
    const server = await getTestServer();
    const created = await endTrial(server, await buildUser(server));
    const account = await sessionUser(server, created.id);
    const billing = testBilling({ aiFreeDailyLimit: 1 });
    // Tomorrow (UTC), when the trial that ended yesterday is long over: fixed dates would
    // fall inside the trial once the calendar moves past them.
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    const lateEvening = new Date(midnight.getTime() + (24 * 60 - 1) * 60_000);
    const nextMidnight = new Date(midnight.getTime() + 24 * 3600_000);
    await consumeAiUse(server.database.db, account, billing, lateEvening);
    await expect(
      consumeAiUse(server.database.db, account, billing, lateEvening),
    ).rejects.toMatchObject({ code: 'AI_LIMIT_REACHED' });
    await expect(
      consumeAiUse(server.database.db, account, billing, nextMidnight),
    ).resolves.toHaveProperty('refund');
  });

  it('lets exactly 3 of 10 simultaneous uses through when 3 remain', async () => {
    const server = await getTestServer();
    const created = await endTrial(server, await buildUser(server));
    const account = await sessionUser(server, created.id);
    const billing = testBilling();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => consumeAiUse(server.database.db, account, billing)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(7);
  });

  it('gives a refunded use back once, however often the refund is called', async () => {
    const server = await getTestServer();
    const created = await endTrial(server, await buildUser(server));
    const account = await sessionUser(server, created.id);
    const billing = testBilling();
    const use = await consumeAiUse(server.database.db, account, billing);
    await consumeAiUse(server.database.db, account, billing);
    await Promise.all([use.refund(), use.refund()]);
    expect(await checkAiUsage(server, created.cookie)).toMatchObject({
      remaining: 2,
      canUse: true,
    });
  });

  it('reports trial users as unlimited', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    expect(await checkAiUsage(server, created.cookie)).toEqual({
      remaining: 'unlimited',
      limit: 'unlimited',
      canUse: true,
      isPremium: true,
    });
  });
});
