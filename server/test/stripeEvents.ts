import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { TEST_STRIPE_PRICE_ID, TEST_STRIPE_WEBHOOK_SECRET, type TestServer } from './support';

let counter = 0;
// Test files share one PostgreSQL database: ids unique per file, as Stripe's are unique.
const run = randomBytes(4).toString('hex');
const stripe = new Stripe('sk_test_events');

/** Sends a Stripe event to the webhook, signed as Stripe would sign it. */
export function sendStripeEvent(
  server: TestServer,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${run}_${++counter}`,
    object: 'event',
    type,
    api_version: '2025-10-29',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_STRIPE_WEBHOOK_SECRET,
  });
  return server.request('/api/billing/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  });
}

/** A subscription object as Stripe sends it in customer.subscription.* events. */
export function stripeSubscription(
  userId: string,
  overrides: { id?: string; status?: string; customer?: string; periodEnd?: Date } = {},
) {
  const periodEnd = Math.floor(
    (overrides.periodEnd ?? new Date(Date.now() + 30 * 24 * 3600 * 1000)).getTime() / 1000,
  );
  return {
    id: overrides.id ?? `sub_test_${run}_${++counter}`,
    object: 'subscription',
    customer: overrides.customer ?? `cus_test_${userId}`,
    status: overrides.status ?? 'active',
    cancel_at_period_end: false,
    metadata: { userId },
    items: {
      object: 'list',
      data: [
        { id: `si_${counter}`, price: { id: TEST_STRIPE_PRICE_ID }, current_period_end: periodEnd },
      ],
    },
  };
}
