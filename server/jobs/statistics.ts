import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { runPeriodically } from './periodic';

/**
 * Embedded PGlite runs no autovacuum, so the planner's statistics would stay
 * as they were when the tables were small, and searches would choose slow
 * plans as notes pile up. PostgreSQL does this itself.
 */
export function startStatisticsRefresh(
  database: Database,
  logger: Logger,
  intervalMs = 6 * 60 * 60 * 1000,
): () => void {
  if (database.driver !== 'pglite') return () => undefined;
  return runPeriodically(
    async () => {
      await database.db.execute(sql`analyze`);
      return null;
    },
    intervalMs,
    logger,
    {
      done: 'refreshed the planner statistics',
      failed: 'refreshing the planner statistics failed',
    },
  );
}
