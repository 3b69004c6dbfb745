import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvent, subscription } from '../../db/schema';
import { buildUser, withCookie } from '../../test/factories';
import { sendStripeEvent, stripeSubscription } from '../../test/stripeEvents';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripeStandIn';
import {
  billingOff,
  getTestServer,
  testBilling,
  TEST_PUBLIC_URL,
  type TestServer,
} from '../../test/support';

let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());

const subscriptionOf = async (server: TestServer, userId: string) =>
  (await server.database.db.select().from(subscription).where(eq(subscription.userId, userId)))[0];

describe('POST /api/billing/checkout', () => {
  it('answers 401 when signed out', async () => {
    const server = await getTestServer({ billing: testBilling({ apiUrl: stripe.url }) });
    expect((await server.post('/api/billing/checkout', {})).status).toBe(401);
  });

  it('creates the customer once and a monthly subscription checkout for the user’s e-mail', async () => {
    const server = await getTestServer({ billing: testBilling({ apiUrl: stripe.url }) });
    const created = await buildUser(server);
    const response = await server.post('/api/billing/checkout', {}, withCookie(created.cookie));
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));

    const customer = stripe.requests.findLast((r) => r.path === '/v1/customers');
    expect(customer?.params.get('email')).toBe(created.email);
    const checkout = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(Object.fromEntries(checkout?.params ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_test_monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: created.id,
      success_url: `${TEST_PUBLIC_URL}/dashboard?checkout=success`,
      cancel_url: `${TEST_PUBLIC_URL}/pricing`,
    });

    // A second checkout reuses the customer.
    const customersBefore = stripe.requests.filter((r) => r.path === '/v1/customers').length;
    await server.post('/api/billing/checkout', {}, withCookie(created.cookie));
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(customersBefore);
  });

  it('says clearly when Stripe cannot be reached', async () => {
    const server = await getTestServer(); // Stripe pointed at a closed port
    const created = await buildUser(server);
    const response = await server.post('/api/billing/checkout', {}, withCookie(created.cookie));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: 'UNAVAILABLE',
        message: 'Payments are unavailable right now. Please try again in a moment.',
      },
    });
  });

  it('answers 404 BILLING_DISABLED when billing is off', async () => {
    const server = await getTestServer({ billing: billingOff() });
    const created = await buildUser(server);
    const response = await server.post('/api/billing/checkout', {}, withCookie(created.cookie));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'BILLING_DISABLED' } });
  });
});

describe('POST /api/billing/portal', () => {
  it('opens the portal of the user’s own customer only', async () => {
    const server = await getTestServer({ billing: testBilling({ apiUrl: stripe.url }) });
    const subscriber = await buildUser(server);
    const stranger = await buildUser(server);
    await sendStripeEvent(
      server,
      'customer.subscription.created',
      stripeSubscription(subscriber.id, { customer: `cus_portal_${subscriber.id}` }),
    );

    const response = await server.post('/api/billing/portal', {}, withCookie(subscriber.cookie));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toBe(
      `${stripe.url}/portal/cus_portal_${subscriber.id}`,
    );

    const refused = await server.post('/api/billing/portal', {}, withCookie(stranger.cookie));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'CONFLICT', message: 'There is no subscription to manage yet.' },
    });
  });
});

describe('POST /api/billing/webhook', () => {
  it('records a completed checkout, then the subscription’s details', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const completed = await sendStripeEvent(server, 'checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: created.id,
      customer: `cus_${created.id}`,
      subscription: `sub_${created.id}`,
      payment_status: 'paid',
    });
    expect(completed.status).toBe(200);
    expect(await subscriptionOf(server, created.id)).toMatchObject({
      status: 'active',
      stripeCustomerId: `cus_${created.id}`,
    });

    await sendStripeEvent(
      server,
      'customer.subscription.updated',
      stripeSubscription(created.id, {
        id: `sub_${created.id}`,
        customer: `cus_${created.id}`,
        status: 'past_due',
      }),
    );
    expect(await subscriptionOf(server, created.id)).toMatchObject({
      status: 'past_due',
      priceId: 'price_test_monthly',
    });

    await sendStripeEvent(
      server,
      'customer.subscription.deleted',
      stripeSubscription(created.id, {
        id: `sub_${created.id}`,
        customer: `cus_${created.id}`,
        status: 'canceled',
      }),
    );
    expect(await subscriptionOf(server, created.id)).toMatchObject({ status: 'canceled' });
  });

  it('marks a failed payment as past due', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    await sendStripeEvent(
      server,
      'customer.subscription.created',
      stripeSubscription(created.id, { customer: `cus_fail_${created.id}` }),
    );
    await sendStripeEvent(server, 'invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      customer: `cus_fail_${created.id}`,
    });
    expect(await subscriptionOf(server, created.id)).toMatchObject({ status: 'past_due' });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const response = await sendStripeEvent(
      server,
      'customer.subscription.created',
      stripeSubscription(created.id),
      {
        id: 'evt_forged',
        secret: 'whsec_not_ours',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(await subscriptionOf(server, created.id)).toBeUndefined();
    expect(
      await server.database.db.select().from(stripeEvent).where(eq(stripeEvent.id, 'evt_forged')),
    ).toEqual([]);
  });

  it('refuses a request without a signature', async () => {
    const server = await getTestServer();
    const response = await server.post('/api/billing/webhook', {
      id: 'evt_x',
      type: 'customer.subscription.created',
    });
    expect(response.status).toBe(400);
  });

  it('applies a replayed event only once', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const id = `evt_replay_${created.id}`;
    const first = await sendStripeEvent(
      server,
      'customer.subscription.created',
      stripeSubscription(created.id, { status: 'active' }),
      { id },
    );
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    // Meanwhile the subscription was cancelled; a replay of the old event must not revive it.
    await server.database.db
      .update(subscription)
      .set({ status: 'canceled' })
      .where(eq(subscription.userId, created.id));
    const replay = await sendStripeEvent(
      server,
      'customer.subscription.created',
      stripeSubscription(created.id, { status: 'active' }),
      { id },
    );
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await subscriptionOf(server, created.id)).toMatchObject({ status: 'canceled' });
  });
});

describe('GET /api/config', () => {
  it('tells the client whether billing is on', async () => {
    expect(await (await (await getTestServer()).get('/api/config')).json()).toEqual({
      billing: true,
      google: false,
    });
    expect(
      await (await (await getTestServer({ billing: billingOff() })).get('/api/config')).json(),
    ).toEqual({ billing: false, google: false });
  });
});
