import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attachment, note, userTemplate } from '../db/schema';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/fileStorage';
import { runPeriodically, type Schedule } from './periodic';

/** How long an upload may wait for the note it was made for (the editor inserts it at once). */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Any constant shared by every instance: the key of the purge's advisory lock. */
const PURGE_LOCK_KEY = 7_301_994_003;
const BATCH_SIZE = 200;

/** Conditions true when none of the upload owner's notes (live or trashed) or templates holds its URL. */
function unreferencedByOwner(db: Db) {
  const url = sql`'/api/attachments/' || ${attachment.id}`;
  return [
    notExists(
      db
        .select({ one: sql`1` })
        .from(note)
        .where(
          and(eq(note.userId, attachment.userId), sql`position(${url} in ${note.markdown}) > 0`),
        ),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(userTemplate)
        .where(
          and(
            eq(userTemplate.userId, attachment.userId),
            sql`position(${url} in ${userTemplate.markdown}) > 0`,
          ),
        ),
    ),
  ];
}

/**
 * Deletes uploads older than 24 hours that no note (or saved template) of
 * their owner refers to (the editor puts `/api/attachments/<id>` into the
 * note's Markdown), rows first and then their files. Notes in the trash still count, so restoring
 * one brings its images back; purging the trash frees them a day later.
 *
 * The check runs in the database as a `NOT EXISTS` over the owner's notes
 * only, with `position()` (a plain substring test: no LIKE wildcards to
 * escape) on the Markdown column: no note is ever loaded into the server's
 * memory, and only uploads already older than a day are candidates, so
 * the work stays small and off the request path. Batches of 200 bound each
 * transaction. It runs under
 * a transaction-scoped advisory lock: with several servers on one database,
 * one purges and the others skip this round (null).
 */
export async function purgeUnattachedUploads(
  db: Db,
  storage: FileStorage,
  now = new Date(),
): Promise<number | null> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as locked`,
      );
      // Both drivers answer raw SQL with { rows }; the driver-neutral type cannot say so.
      const { rows } = result as { rows: { locked: boolean }[] };
      if (!rows[0]?.locked) return null;
      const candidates = tx
        .select({ id: attachment.id })
        .from(attachment)
        .where(and(lt(attachment.createdAt, cutoff), ...unreferencedByOwner(tx)))
        .limit(BATCH_SIZE);
      return tx
        .delete(attachment)
        .where(inArray(attachment.id, candidates))
        .returning({ storageKey: attachment.storageKey });
    });
    if (batch === null) return purged === 0 ? null : purged;
    // After the rows are gone: a file left by a failed removal is unreachable, never a broken image.
    for (const { storageKey } of batch) await storage.remove(storageKey);
    purged += batch.length;
    if (batch.length < BATCH_SIZE) return purged;
  }
}

/** Purges now and then every hour; returns the stop function. */
export function startUploadPurger(
  db: Db,
  storage: FileStorage,
  logger: Logger,
  { intervalMs = 60 * 60 * 1000, rounds }: Schedule = {},
): () => void {
  return runPeriodically(
    () => purgeUnattachedUploads(db, storage),
    intervalMs,
    logger,
    {
      done: 'deleted uploads no note has used for 24 hours',
      failed: 'unattached upload purge failed',
    },
    { job: 'upload-purge', rounds },
  );
}
