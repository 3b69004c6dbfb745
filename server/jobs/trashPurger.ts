import { TRASH_RETENTION_DAYS } from '@common/schemas/notes';
import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import type { Logger } from '../logger';
import { runPeriodically, type Schedule } from './periodic';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any constant shared by every instance: the key of the purge's advisory lock. */
const PURGE_LOCK_KEY = 7_301_994_001;

/**
 * Deletes notes that have been in the trash for more than 30 days. Runs
 * under a transaction-scoped advisory lock: when several servers share one
 * database, one purges and the others skip this round (null).
 */
export async function purgeExpiredTrash(db: Db, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Both drivers answer raw SQL with { rows }; the driver-neutral type cannot say so.
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as locked`,
    );
    const { rows } = result as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return null;
    const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
    const purged = await tx
      .delete(note)
      .where(and(isNotNull(note.deletedAt), lt(note.deletedAt, cutoff)))
      .returning({ id: note.id });
    return purged.length;
  });
}

/** Purges now and then every hour; returns the stop function. */
export function startTrashPurger(
  db: Db,
  logger: Logger,
  { intervalMs = 60 * 60 * 1000, rounds }: Schedule = {},
): () => void {
  return runPeriodically(
    () => purgeExpiredTrash(db),
    intervalMs,
    logger,
    { done: 'purged notes trashed more than 30 days ago', failed: 'trash purge failed' },
    { job: 'trash-purge', rounds },
  );
}
