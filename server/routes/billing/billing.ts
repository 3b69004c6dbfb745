import { redirectUrlSchema, type RedirectUrl } from '@common/schemas/billing';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type Stripe from 'stripe';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { BillingConfig } from '../../billing/config';
import { findSubscription, planOf, saveSubscription } from '../../billing/subscriptions';
import { applyStripeEvent } from '../../billing/webhook';
import type { Database } from '../../db/client';
import { badRequest, billingDisabled, conflict, unavailable } from '../../errors';
import type { AppEnv } from '../../http/types';

const urlResponse = {
  200: {
    description: 'Where to send the browser',
    content: { 'application/json': { schema: resolver(redirectUrlSchema) } },
  },
};

/** Stripe Checkout, the customer portal, and Stripe's webhook. */
export function billingRoutes(
  auth: Auth,
  database: Database,
  billing: BillingConfig,
  publicUrl: string,
) {
  const { db } = database;

  /** Stripe's own failures (network, configuration) become a clear 503, never a stack trace. */
  async function callStripe<T>(
    c: { get(key: 'logger'): AppEnv['Variables']['logger'] },
    action: () => Promise<T>,
  ): Promise<T> {
    try {
      return await action();
    } catch (error) {
      c.get('logger').error({ err: error }, 'stripe request failed');
      throw unavailable('Payments are unavailable right now. Please try again in a moment.');
    }
  }

  return new Hono<AppEnv>()
    .post(
      '/checkout',
      describeRoute({
        summary: 'Start a Stripe Checkout for the monthly plan',
        tags: ['Billing'],
        responses: urlResponse,
      }),
      requireSession(auth),
      async (c) => {
        const stripe = billing.stripe;
        if (!stripe) throw billingDisabled();
        const user = c.get('user');
        const plan = await planOf(db, user, billing);
        if (plan.plan_type === 'premium')
          throw conflict('You already have a subscription. Manage it from Settings → Billing.');

        let customerId = (await findSubscription(db, user.id))?.stripeCustomerId;
        if (!customerId) {
          const customer = await callStripe(c, () =>
            stripe.client.customers.create({ email: user.email, metadata: { userId: user.id } }),
          );
          customerId = customer.id;
          await saveSubscription(db, user.id, { stripeCustomerId: customerId });
        }
        const session = await callStripe(c, () =>
          stripe.client.checkout.sessions.create({
            mode: 'subscription',
            customer: customerId,
            line_items: [{ price: stripe.priceId, quantity: 1 }],
            client_reference_id: user.id,
            subscription_data: { metadata: { userId: user.id } },
            success_url: `${publicUrl}/dashboard?checkout=success`,
            cancel_url: `${publicUrl}/pricing`,
            allow_promotion_codes: true,
          }),
        );
        if (!session.url)
          throw unavailable('Stripe did not return a checkout page. Please try again.');
        const body: RedirectUrl = { url: session.url };
        return c.json(body);
      },
    )
    .post(
      '/portal',
      describeRoute({
        summary: 'Open the Stripe customer portal',
        tags: ['Billing'],
        responses: urlResponse,
      }),
      requireSession(auth),
      async (c) => {
        const stripe = billing.stripe;
        if (!stripe) throw billingDisabled();
        const customerId = (await findSubscription(db, c.get('user').id))?.stripeCustomerId;
        if (!customerId) throw conflict('There is no subscription to manage yet.');
        const session = await callStripe(c, () =>
          stripe.client.billingPortal.sessions.create({
            customer: customerId,
            return_url: `${publicUrl}/settings#billing`,
          }),
        );
        const body: RedirectUrl = { url: session.url };
        return c.json(body);
      },
    )
    .post(
      '/webhook',
      describeRoute({
        summary: 'Stripe webhook (signed)',
        tags: ['Billing'],
        responses: {
          200: { description: 'Handled, or already handled' },
          400: { description: 'Bad signature' },
        },
      }),
      async (c) => {
        const stripe = billing.stripe;
        if (!stripe) throw billingDisabled();
        const signature = c.req.header('stripe-signature');
        // The signature covers the exact bytes: read the raw body, never re-serialised JSON.
        const payload = await c.req.text();
        let event: Stripe.Event;
        try {
          if (!signature) throw new Error('no signature');
          event = stripe.client.webhooks.constructEvent(payload, signature, stripe.webhookSecret);
        } catch {
          throw badRequest('The Stripe signature is missing or does not match.');
        }
        const applied = await applyStripeEvent(db, event, c.get('logger'));
        return c.json({ received: true, duplicate: !applied });
      },
    );
}
