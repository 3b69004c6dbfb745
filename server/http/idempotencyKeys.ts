import { IDEMPOTENCY_KEY_TTL_HOURS } from '@common/offline';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKey } from '../db/schema/idempotency';
import { runPeriodically, type Schedule } from '../jobs/periodic';
import type { Logger } from '../logger';

/*
 * The stored side of idempotent writes (see idempotency.ts): one row per
 * user and key, reserved before the write runs, holding its answer after.
 */

export type KeyRow = typeof idempotencyKey.$inferSelect;

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

/**
 * A reservation still without an answer after this long lost its request (a
 * server stopped mid-write): the next request with the key runs instead of
 * hearing "being handled" until the key expires. Longer than any write takes.
 */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;

/** Keys written before this are forgotten: ignored on read, deleted by the purge. */
const expiryCutoff = (now: Date) => new Date(now.getTime() - TTL_MS);

const ofKey = (userId: string, key: string) =>
  and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key));

/**
 * Claims the key for a request about to run; null when claimed. Otherwise
 * the row the key already has (running, or answered), after forgetting it if
 * it had expired or was abandoned.
 */
export async function reserveKey(
  db: Db,
  userId: string,
  key: string,
  fingerprint: string,
  now = new Date(),
): Promise<KeyRow | null> {
  await db
    .delete(idempotencyKey)
    .where(
      and(
        ofKey(userId, key),
        or(
          lt(idempotencyKey.createdAt, expiryCutoff(now)),
          and(
            isNull(idempotencyKey.status),
            lt(idempotencyKey.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
          ),
        ),
      ),
    );
  const [reserved] = await db
    .insert(idempotencyKey)
    .values({ userId, key, fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  if (reserved) return null;
  const [existing] = await db.select().from(idempotencyKey).where(ofKey(userId, key));
  // Deleted in between (its request failed and let go): the caller may ask again; say "running".
  return (
    existing ?? {
      userId,
      key,
      fingerprint,
      status: null,
      body: null,
      contentType: null,
      createdAt: now,
    }
  );
}

/** Keeps the answer under the key, for the next request that carries it. */
export async function rememberAnswer(
  db: Db,
  userId: string,
  key: string,
  answer: { status: number; body: string | null; contentType: string | null },
) {
  await db.update(idempotencyKey).set(answer).where(ofKey(userId, key));
}

/** Lets the key go: its request gave no answer worth repeating, so a retry runs again. */
export async function releaseKey(db: Db, userId: string, key: string) {
  await db.delete(idempotencyKey).where(ofKey(userId, key));
}

/** Deletes every key older than IDEMPOTENCY_KEY_TTL_HOURS; returns how many. */
export async function purgeExpiredKeys(db: Db, now = new Date()): Promise<number> {
  const purged = await db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.createdAt, expiryCutoff(now)))
    .returning({ key: idempotencyKey.key });
  return purged.length;
}

/** Purges now and then every hour; returns the stop function. */
export function startIdempotencyKeyPurger(
  db: Db,
  logger: Logger,
  { intervalMs = 60 * 60 * 1000, rounds }: Schedule = {},
): () => void {
  return runPeriodically(
    () => purgeExpiredKeys(db),
    intervalMs,
    logger,
    { done: 'forgot expired idempotency keys', failed: 'idempotency key purge failed' },
    { job: 'idempotency-key-purge', rounds },
  );
}
