import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { stripeEvent, subscription } from '../db/schema';
import type { Logger } from '../logger';
import { saveSubscription } from './subscriptions';

/**
 * Applies one verified Stripe event, once: the event id is recorded in the
 * same transaction as its effect, so a replay changes nothing and a failure
 * leaves nothing half-done (Stripe retries).
 * Returns false when the event had already been handled.
 */
export async function applyStripeEvent(
  db: Db,
  event: Stripe.Event,
  logger: Logger,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvent)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvent.id });
    if (recorded.length === 0) return false;

    switch (event.type) {
      case 'checkout.session.completed':
        await onCheckoutCompleted(tx, event.data.object);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await onSubscriptionChanged(tx, event.data.object, logger);
        break;
      case 'invoice.payment_failed':
        await onPaymentFailed(tx, event.data.object);
        break;
      default:
        logger.debug({ type: event.type }, 'stripe event ignored');
    }
    return true;
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function onCheckoutCompleted(db: Db, session: Stripe.Checkout.Session) {
  const userId = session.client_reference_id ?? session.metadata?.userId;
  if (!userId || session.mode !== 'subscription') return;
  await saveSubscription(db, userId, {
    stripeCustomerId: idOf(session.customer),
    stripeSubscriptionId: idOf(session.subscription),
    // Paid at checkout: premium now; the subscription events that follow fill in the details.
    status: session.payment_status === 'paid' ? 'active' : 'incomplete',
  });
}

async function onSubscriptionChanged(
  db: Db,
  stripeSubscription: Stripe.Subscription,
  logger: Logger,
) {
  const userId =
    stripeSubscription.metadata.userId ??
    (await userIdForCustomer(db, idOf(stripeSubscription.customer)));
  if (!userId) {
    logger.warn(
      { subscription: stripeSubscription.id },
      'stripe subscription for an unknown customer',
    );
    return;
  }
  const item = stripeSubscription.items.data[0];
  await saveSubscription(db, userId, {
    stripeCustomerId: idOf(stripeSubscription.customer),
    stripeSubscriptionId: stripeSubscription.id,
    status: stripeSubscription.status,
    priceId: item?.price.id ?? null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: stripeSubscription.cancel_at_period_end,
  });
}

async function onPaymentFailed(db: Db, invoice: Stripe.Invoice) {
  const customerId = idOf(invoice.customer);
  if (!customerId) return;
  await db
    .update(subscription)
    .set({ status: 'past_due' })
    .where(eq(subscription.stripeCustomerId, customerId));
}

async function userIdForCustomer(db: Db, customerId: string | null): Promise<string | undefined> {
  if (!customerId) return undefined;
  const [row] = await db
    .select({ userId: subscription.userId })
    .from(subscription)
    .where(eq(subscription.stripeCustomerId, customerId));
  return row?.userId;
}
