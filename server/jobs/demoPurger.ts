import type { Db } from '../db/client';
import { purgeExpiredDemoAccounts } from '../demo/demoAccounts';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/fileStorage';
import { runPeriodically, type Schedule } from './periodic';

/** Deletes demo accounts older than 24 hours, now and then every 15 minutes. */
export function startDemoPurger(
  db: Db,
  storage: FileStorage,
  logger: Logger,
  { intervalMs = 15 * 60 * 1000, rounds }: Schedule = {},
): () => void {
  return runPeriodically(
    () => purgeExpiredDemoAccounts(db, storage),
    intervalMs,
    logger,
    { done: 'deleted demo accounts older than 24 hours', failed: 'demo account purge failed' },
    { job: 'demo-purge', rounds },
  );
}
