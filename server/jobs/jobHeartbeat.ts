import type { Db } from '../db/client';
import { failInterruptedImports, touchImportJobs } from '../import/importJobs';
import type { Logger } from '../logger';
import { failInterruptedPhotoJobs, touchPhotoJobs } from '../ocr/photoJobs';
import { runPeriodically } from './periodic';

/** How often a server marks the imports and photo jobs it holds as alive. */
export const JOB_HEARTBEAT_MS = 60_000;
/** A waiting or running job no heartbeat touched for this long belongs to a server that stopped. */
export const JOB_STALE_AFTER_MS = 3 * JOB_HEARTBEAT_MS;

/** The time before which an untouched job is a stopped server's. */
export const staleJobsBefore = (now = Date.now()) => new Date(now - JOB_STALE_AFTER_MS);

/** The runners whose jobs this server holds in memory. */
export interface JobHolders {
  imports: { heldJobIds(): string[] };
  photos: { heldJobIds(): string[] };
}

/**
 * Imports and photo jobs live in the memory of the server that took them:
 * when it stops, they cannot go on. With several servers on one database a
 * server that starts must not fail the jobs the others are running, so each
 * one touches the rows of the jobs it holds every JOB_HEARTBEAT_MS, and fails
 * (on any server) the jobs nobody touched for JOB_STALE_AFTER_MS.
 */
export function startJobHeartbeat(db: Db, holders: JobHolders, logger: Logger): () => void {
  return runPeriodically(
    async () => {
      await touchImportJobs(db, holders.imports.heldJobIds());
      await touchPhotoJobs(db, holders.photos.heldJobIds());
      const before = staleJobsBefore();
      return (
        (await failInterruptedImports(db, before)) + (await failInterruptedPhotoJobs(db, before))
      );
    },
    JOB_HEARTBEAT_MS,
    logger,
    {
      done: 'imports and photo jobs of a stopped server marked failed',
      failed: 'the job heartbeat failed',
    },
  );
}
