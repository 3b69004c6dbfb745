import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { mergeLeftoverUpdates } from './collab/updateLog';
import type { Db } from './db/client';
import { failInterruptedImports, prepareImportTempDir } from './import/importJobs';
import type { Logger } from './logger';
import { failInterruptedPhotoJobs } from './ocr/photoJobs';
import { staleJobsBefore } from './jobs/jobHeartbeat';

/*
 * INKLING_WORKERS > 1: one primary process and N worker processes sharing the
 * port (node:cluster hands each new connection to a worker). The primary
 * migrates the database and clears what a stopped server left, once, then
 * forks the workers, starts a new one when one dies, and passes a stop on to
 * them. Each worker is a whole Inkling server on the same PostgreSQL and
 * Redis; everything else a process holds (its pool of connections, its open
 * live documents, its threads) is its own.
 */

/** Told to the worker that resumes background work left by a stop (transcripts). */
export const RESUMES_LEFTOVERS = 'INKLING_WORKER_RESUMES_LEFTOVERS';

/** How long workers get to finish their requests after a stop before they are killed. */
const STOP_GRACE_MS = 15_000;
/** A worker that dies sooner than this after starting counts as failing to start. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Workers dying as they start this many times in a row stop the primary: a setting is wrong. */
const MAX_QUICK_DEATHS = 5;

export class ClusterSetupError extends Error {
  override name = 'ClusterSetupError';
}

export interface ClusterSettings {
  INKLING_WORKERS: number | 'auto';
  DATABASE_URL?: string | undefined;
  REDIS_URL?: string | undefined;
}

/**
 * How many server processes to run: INKLING_WORKERS, `auto` being one per
 * core. More than one needs PostgreSQL and Redis; otherwise a one-line
 * `ClusterSetupError` says what is missing.
 */
export function workerCount(
  env: ClusterSettings,
  cores: number = os.availableParallelism(),
): number {
  const count = env.INKLING_WORKERS === 'auto' ? cores : env.INKLING_WORKERS;
  if (count <= 1) return 1;
  if (!env.DATABASE_URL)
    throw new ClusterSetupError(
      `INKLING_WORKERS=${env.INKLING_WORKERS} needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Set DATABASE_URL to a PostgreSQL database, or INKLING_WORKERS=1.`,
    );
  if (!env.REDIS_URL)
    throw new ClusterSetupError(
      `INKLING_WORKERS=${env.INKLING_WORKERS} needs REDIS_URL: editors of one note connected to different processes see each other's edits only through Redis (so do rate limits and sign-outs). Set REDIS_URL, or INKLING_WORKERS=1.`,
    );
  return count;
}

/** True in a worker process of a cluster, whose primary already did the start-up work. */
export const isClusterWorker = (): boolean => cluster.isWorker;

/**
 * What a stopped server left behind, cleared once by the primary before any
 * worker starts: imports and photo jobs that cannot resume, their temporary
 * files, and live edits acknowledged but not yet merged into their notes.
 */
export async function clearLeftovers(
  db: Db,
  dataDir: string,
  logger: Logger,
  { sharedDatabase }: { sharedDatabase: boolean },
): Promise<void> {
  for (const folder of ['import-tmp', 'voice-tmp', 'ocr-tmp'])
    await prepareImportTempDir(path.join(dataDir, folder));
  // On a database other servers share, only jobs no server's heartbeat keeps alive.
  const staleBefore = sharedDatabase ? staleJobsBefore() : undefined;
  const imports = await failInterruptedImports(db, staleBefore);
  if (imports > 0)
    logger.warn({ count: imports }, 'imports interrupted by a restart marked failed');
  const photos = await failInterruptedPhotoJobs(db, staleBefore);
  if (photos > 0)
    logger.warn({ count: photos }, 'photo jobs interrupted by a restart marked failed');
  await mergeLeftoverUpdates(db);
}

/**
 * The primary: forks `workers` processes of this same program, starts a new
 * one after 1 s when one dies (waiting longer, up to 30 s, while they die
 * right after starting), and on SIGTERM or SIGINT stops them gracefully and
 * exits once they have.
 */
export function runClusterPrimary({ workers, logger }: { workers: number; logger: Logger }) {
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();

  const fork = (resumesLeftovers: boolean) => {
    const worker = cluster.fork(resumesLeftovers ? { [RESUMES_LEFTOVERS]: '1' } : {});
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info('every worker stopped');
        process.exit(0);
      }
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      // Workers that cannot start (Redis or the database unreachable) say why in their own output.
      logger.fatal({ code, signal }, 'worker processes keep dying as they start: stopping');
      stopping = true;
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      if (startedAt.size === 0) process.exit(1);
      setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
      return;
    }
    const delay = Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** Math.max(0, quickDeaths - 1));
    logger.error(
      { pid: worker.process.pid, code, signal, restartInMs: delay },
      'a worker process died: starting another',
    );
    setTimeout(() => {
      if (!stopping) fork(false);
    }, delay).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, 'stopping the worker processes');
    if (startedAt.size === 0) process.exit(0);
    // Ctrl-C in a terminal reaches every process of the group already: a second
    // signal would make a worker skip its graceful stop. A SIGTERM sent to the
    // primary alone (systemd, docker) is passed on.
    const passOn = () => {
      for (const worker of startedAt.keys()) if (!worker.isDead()) worker.process.kill('SIGTERM');
    };
    if (signal === 'SIGTERM') passOn();
    else setTimeout(passOn, 2_000).unref();
    setTimeout(() => {
      logger.error('worker processes did not stop in time: killing them');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  logger.info({ workers }, 'starting the worker processes');
  for (let i = 0; i < workers; i++) fork(i === 0);
}
