import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscription } from '../db/schema';
import type { BillingConfig } from './config';
import { resolvePlan } from './plan';

export type SubscriptionRow = typeof subscription.$inferSelect;

export async function findSubscription(
  db: Db,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
  return row;
}

/** The user's plan now, from their stored subscription and sign-up date. */
export async function planOf(
  db: Db,
  user: { id: string; createdAt: Date },
  billing: BillingConfig,
  now = new Date(),
) {
  return resolvePlan({
    userCreatedAt: user.createdAt,
    subscription: await findSubscription(db, user.id),
    billingEnabled: billing.stripe !== null,
    now,
  });
}

/** Inserts or updates the user's subscription row with what Stripe told us. */
export async function saveSubscription(
  db: Db,
  userId: string,
  values: Partial<Omit<SubscriptionRow, 'userId' | 'updatedAt'>>,
) {
  await db
    .insert(subscription)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscription.userId, set: values });
}
