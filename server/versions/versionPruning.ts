import { VERSION_RETENTION_DAYS, VERSIONS_ALWAYS_KEPT } from '@common/schemas/versions';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noteVersion } from '../db/schema';
import type { Logger } from '../logger';
import { runPeriodically, type Schedule } from '../jobs/periodic';
import { versionsToPrune } from './versionRules';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any constant shared by every instance: the key of the pruning's advisory lock. */
const PRUNE_LOCK_KEY = 7_301_994_016;
/** Notes handled per round: a large backlog is worked through over several rounds. */
const NOTES_PER_ROUND = 500;

/**
 * Deletes versions older than VERSION_RETENTION_DAYS, keeping each note's
 * newest VERSIONS_ALWAYS_KEPT whatever their age (versionsToPrune). Only
 * notes that have an old version and more than that many are read. Under a
 * transaction-scoped advisory lock: when several servers share one database,
 * one prunes and the others skip the round (null). Answers how many it deleted.
 */
export async function pruneOldVersions(db: Db, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Both drivers answer raw SQL with { rows }; the driver-neutral type cannot say so.
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK_KEY}) as locked`,
    );
    const { rows } = result as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return null;
    const cutoff = new Date(now.getTime() - VERSION_RETENTION_DAYS * DAY_MS);
    const notes = await tx
      .select({ noteId: noteVersion.noteId })
      .from(noteVersion)
      .groupBy(noteVersion.noteId)
      .having(
        sql`${count()} > ${VERSIONS_ALWAYS_KEPT} and min(${noteVersion.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
      )
      .limit(NOTES_PER_ROUND);
    let deleted = 0;
    for (const { noteId } of notes) {
      const versions = await tx
        .select({ id: noteVersion.id, createdAt: noteVersion.createdAt })
        .from(noteVersion)
        .where(eq(noteVersion.noteId, noteId));
      const ids = versionsToPrune(versions, now);
      if (ids.length === 0) continue;
      const gone = await tx
        .delete(noteVersion)
        .where(inArray(noteVersion.id, ids))
        .returning({ id: noteVersion.id });
      deleted += gone.length;
    }
    return deleted;
  });
}

/** Prunes now and then every hour, next to the trash purge; returns the stop function. */
export function startVersionPruner(
  db: Db,
  logger: Logger,
  { intervalMs = 60 * 60 * 1000, rounds }: Schedule = {},
) {
  return runPeriodically(
    () => pruneOldVersions(db),
    intervalMs,
    logger,
    {
      done: `deleted versions older than ${VERSION_RETENTION_DAYS} days`,
      failed: 'version pruning failed',
    },
    { job: 'version-prune', rounds },
  );
}
