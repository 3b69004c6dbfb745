import type { AiUsage } from '@common/schemas/billing';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aiUsage } from '../db/schema';
import { aiLimitReached } from '../errors';
import type { BillingConfig } from './config';
import { planOf } from './subscriptions';

/** AI uses are counted per UTC day: they renew at midnight UTC. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

interface AiUser {
  id: string;
  createdAt: Date;
}

async function limitFor(db: Db, user: AiUser, billing: BillingConfig, now: Date) {
  const plan = await planOf(db, user, billing, now);
  const isPremium = plan.plan_type !== 'free';
  return { isPremium, limit: isPremium ? billing.aiFairUseDailyLimit : billing.aiFreeDailyLimit };
}

/** check-ai-usage: free users see their daily count; trial and premium see "unlimited". */
export async function readAiUsage(
  db: Db,
  user: AiUser,
  billing: BillingConfig,
  now = new Date(),
): Promise<AiUsage> {
  const { isPremium, limit } = await limitFor(db, user, billing, now);
  const [row] = await db
    .select({ count: aiUsage.count })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, user.id), eq(aiUsage.day, utcDay(now))));
  const used = row?.count ?? 0;
  if (isPremium)
    return { remaining: 'unlimited', limit: 'unlimited', canUse: used < limit, isPremium: true };
  const remaining = Math.max(0, limit - used);
  return { remaining, limit, canUse: remaining > 0, isPremium: false };
}

/**
 * Takes one AI use, or refuses with 429 AI_LIMIT_REACHED. One statement both
 * checks and counts, so concurrent requests can never overspend: with three
 * uses left, exactly three of ten simultaneous calls get through. Every AI
 * feature calls this on the server before it calls the model.
 */
export async function consumeAiUse(
  db: Db,
  user: AiUser,
  billing: BillingConfig,
  now = new Date(),
): Promise<AiUseReservation> {
  const { isPremium, limit } = await limitFor(db, user, billing, now);
  const taken =
    limit > 0
      ? await db
          .insert(aiUsage)
          .values({ userId: user.id, day: utcDay(now), count: 1 })
          .onConflictDoUpdate({
            target: [aiUsage.userId, aiUsage.day],
            set: { count: sql`${aiUsage.count} + 1` },
            setWhere: sql`${aiUsage.count} < ${limit}`,
          })
          .returning({ count: aiUsage.count })
      : [];
  if (taken.length === 0) throw aiLimitReached(isPremium, limit);
  const day = utcDay(now);
  let refunded = false;
  return {
    async refund() {
      if (refunded) return;
      refunded = true;
      await db
        .update(aiUsage)
        .set({ count: sql`${aiUsage.count} - 1` })
        .where(and(eq(aiUsage.userId, user.id), eq(aiUsage.day, day), sql`${aiUsage.count} > 0`));
    },
  };
}

/**
 * A use taken before the model is called. A call that fails or is cancelled
 * gives it back, so only successes count, while the limit still holds under
 * concurrency: a use is taken first, atomically, and returned at most once.
 */
export interface AiUseReservation {
  /** Gives the use back (the same UTC day's counter); a second call does nothing. */
  refund(): Promise<void>;
}

/**
 * Runs one AI action under one use: taken before, given back when `action`
 * throws (a failed or aborted model call), kept when it returns.
 */
export async function withAiUse<T>(
  db: Db,
  user: AiUser,
  billing: BillingConfig,
  action: () => Promise<T>,
): Promise<T> {
  const use = await consumeAiUse(db, user, billing);
  try {
    return await action();
  } catch (error) {
    await use.refund();
    throw error;
  }
}
