import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { runPeriodically } from './periodic';

/** How often the embedded database is tidied: at start, then every six hours. */
const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * What PostgreSQL's autovacuum does in the background, for the embedded
 * database, which has none: `VACUUM (ANALYZE)`. Without it, nothing ever
 * removes the index entries of a note's old versions (every stored edit
 * leaves a thousand in the text trigram index alone, and searches visit
 * them), the GIN indexes' pending lists are merged only by the write that
 * overflows them (100–600 ms of one request at 100,000 notes), and the
 * planner's statistics stay as they were when the tables were small.
 * It holds PGlite's one connection while it runs: 0.2–2.2 s at 100,000 notes
 * (docs/performance.md, "Housekeeping of the embedded database").
 */
export async function tidyEmbeddedDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum (analyze)`);
}

/** Starts the housekeeping of the embedded database; PostgreSQL does its own. */
export function startEmbeddedHousekeeping(
  database: Database,
  logger: Logger,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): () => void {
  if (database.driver !== 'pglite') return () => undefined;
  return runPeriodically(
    async () => {
      await tidyEmbeddedDatabase(database);
      return null;
    },
    intervalMs,
    logger,
    {
      done: 'tidied the embedded database',
      failed: 'tidying the embedded database (vacuum, statistics) failed',
    },
  );
}
