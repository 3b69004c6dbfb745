import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { JobRounds } from '../scale/jobRounds';
import { runPeriodically } from './periodic';

/** How often the embedded database is tidied: at start, then every six hours. */
const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * What PostgreSQL's autovacuum does in the background, for the embedded
 * database, which has none: `VACUUM`, then `ANALYZE`. Without it, nothing ever
 * removes the index entries of a note's old versions (every stored edit
 * leaves a thousand in the text trigram index alone, and searches visit
 * them), the GIN indexes' pending lists are merged only by the write that
 * overflows them (100–600 ms of one request at 100,000 notes), and the
 * planner's statistics stay as they were when the tables were small.
 * It holds PGlite's one connection while it runs: 0.2–2.2 s at 100,000 notes
 * (docs/performance.md, "Housekeeping of the embedded database").
 */
export async function tidyEmbeddedDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum`);
  await database.db.execute(analyzeWithSmallerNotesSample);
}

/**
 * The statistics target `notes` is analysed with here, a quarter of the default. `ANALYZE`
 * holds its whole sample at once (300 rows per point of the target), and a note keeps its
 * text and search vector in its row, ~3 kB: at 100,000 notes the default's 30,000 rows grew
 * PGlite's WebAssembly heap, which never shrinks, by 56 MiB (184 instead of 128), and 50's
 * 15,000 left 100 MiB of it resident against 75 with 25's 7,500. Search plans about as well
 * with the shorter word lists, three-word queries slower in one of two measurements
 * (docs/performance.md, "Memory" and "The notes' statistics sample, halved again"). Every
 * other table keeps the default: the vocabulary's lookups planned badly with it halved (a
 * word in no note: 4 → 26 ms).
 */
export const NOTES_STATISTICS_TARGET = 25;

/** Every table with the default target, then `notes` with its own, in one statement. */
const analyzeWithSmallerNotesSample = sql.raw(`do $$
declare
  tbl regclass;
begin
  for tbl in select c.oid from pg_class c where c.relkind = 'r' and c.oid <> 'notes'::regclass loop
    execute format('analyze %s', tbl);
  end loop;
  perform set_config('default_statistics_target', '${NOTES_STATISTICS_TARGET}', true);
  analyze notes;
end $$`);

/**
 * How often the GIN indexes' pending lists are merged. A write adds its
 * entries to a list every search of that index reads through, up to 4 MB, until a write
 * overflows it; after a burst of writing, searches read those lists until the next burst
 * (at 100,000 notes, the slowest shapes' p95 over HTTP after 5,000 writes went from ~25 to
 * ~40 ms). Merging them soon after costs the work the overflowing write would have done.
 */
const PENDING_LIST_MERGE_INTERVAL_MS = 10_000;

/**
 * Merges the pending list of each GIN index into the index, one statement per index so that
 * requests waiting for PGlite's one connection go between them. Returns the pages merged.
 */
export async function mergePendingIndexEntries(database: Database): Promise<number> {
  const indexes = await database.db.execute(sql`
    select c.oid::regclass::text as name from pg_class c
      join pg_am a on a.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
    where a.amname = 'gin' and n.nspname = current_schema()`);
  let pages = 0;
  for (const { name } of (indexes as { rows: { name: string }[] }).rows) {
    const merged = await database.db.execute(
      sql`select gin_clean_pending_list(${name}::regclass)::int as pages`,
    );
    pages += (merged as { rows: { pages: number }[] }).rows[0]?.pages ?? 0;
  }
  return pages;
}

/**
 * Starts the housekeeping: on the embedded database the tidy (what autovacuum
 * does) and the pending lists' merge; on PostgreSQL the merge alone.
 * Autovacuum merges the pending lists too, but only once a fifth of the table
 * has been written since (20,000 notes at 100,000), so until then every
 * search of those indexes reads through up to 4 MB of them (a phrase's p95
 * 65 ms after 5,000 creates at 100,000 notes; docs/performance.md). With
 * several instances (`rounds`), one of them merges each round.
 */
export function startHousekeeping(
  database: Database,
  logger: Logger,
  {
    intervalMs = HOUSEKEEPING_INTERVAL_MS,
    mergeIntervalMs = PENDING_LIST_MERGE_INTERVAL_MS,
    rounds,
  }: { intervalMs?: number; mergeIntervalMs?: number; rounds?: JobRounds | undefined } = {},
): () => void {
  const stopTidying =
    database.driver === 'pglite'
      ? runPeriodically(
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
        )
      : () => undefined;
  const stopMerging = runPeriodically(
    // Not logged when it worked: it runs every few seconds while notes are written.
    async () => (await mergePendingIndexEntries(database), null),
    mergeIntervalMs,
    logger,
    {
      done: 'merged the search indexes’ pending entries',
      failed: 'merging the search indexes’ pending entries failed',
    },
    { job: 'merge-pending-index-entries', rounds },
  );
  return () => {
    stopTidying();
    stopMerging();
  };
}
