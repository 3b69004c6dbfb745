/**
 * `npm run bench:search`: every query shape of bench/searchMix.ts timed in
 * process through searchNotes (server/search/searchNotes.ts), the database
 * and the query alone: no HTTP, no session (bench:api measures those).
 *
 * The notes (BENCH_NOTES, default 100,000, bench/seed.ts) are seeded once
 * into a kept database and reused by later runs (migrations applied first):
 * the PGlite data folder BENCH_SEARCH_DIR (default
 * /tmp/inkling-bench-search-<notes>), or with BENCH_DATABASE_URL the
 * database BENCH_SEARCH_DATABASE (default inkling_bench_search_<notes>) on
 * that PostgreSQL server.
 *
 * The database is vacuumed and analysed before measuring, as the server's
 * start does on PGlite. Each query is searched once to warm up, then BENCH_REPEATS (default 5)
 * rounds through the shape's queries in turn; p50/p95 per shape over all its queries' timings,
 * and the mean number of results. BENCH_SHAPES=prefix,CJK measures only those shapes;
 * BENCH_VERBOSE=1 prints each query's median and result count.
 */
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';
import { note, user } from '../server/db/schema';
import { tidyEmbeddedDatabase } from '../server/jobs/housekeeping';
import { searchNotes } from '../server/search/searchNotes';
import { searchShapes } from './searchMix';
import { seedNotes } from './seed';

const SIZE = Number(process.env.BENCH_NOTES ?? 100_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const ONLY = process.env.BENCH_SHAPES?.split(',').map((name) => name.trim().toLowerCase());
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const USER_ID = 'bench-search-user';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The kept database: created on first use, never dropped. */
async function keptDatabase(): Promise<{ database: Database; where: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const dataDir =
      process.env.BENCH_SEARCH_DIR ?? path.join(os.tmpdir(), `inkling-bench-search-${SIZE}`);
    return { database: await openDatabase({ dataDir }), where: `PGlite in ${dataDir}` };
  }
  const name = process.env.BENCH_SEARCH_DATABASE ?? `inkling_bench_search_${SIZE}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }),
    where: `PostgreSQL database ${name}`,
  };
}

async function ensureSeeded(database: Database) {
  const { db } = database;
  await database.migrate();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(note)
    .where(eq(note.userId, USER_ID));
  if (row?.count === SIZE) return;
  console.log(`seeding ${SIZE.toLocaleString('en')} notes (once; kept for later runs)`);
  await db.delete(user).where(eq(user.id, USER_ID));
  await db.insert(user).values({ id: USER_ID, name: 'bench', email: 'bench-search@example.com' });
  await seedNotes(db, USER_ID, SIZE);
}

const { database, where } = await keptDatabase();
try {
  await ensureSeeded(database);
  // As the server does at every start on PGlite (and autovacuum on PostgreSQL): without it a
  // freshly seeded table's visibility map is empty, and every search's look at the recency
  // index (where the recent window ends) fetches each of the window's notes from the table.
  await tidyEmbeddedDatabase(database);
  console.log(
    `searchNotes over ${SIZE.toLocaleString('en')} notes, ${where}; ` +
      `${REPEATS} timed runs per query after one warm-up; load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
  );
  console.log('| shape | p50 ms | p95 ms | max ms | results (mean) |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const shape of searchShapes()) {
    if (ONLY && !ONLY.includes(shape.name.toLowerCase())) continue;
    // Round by round through the shape's queries, as bench:api sends them: a query repeated
    // at once finds its pages still in the database's buffers, which a user's next search
    // seldom does (`each` on PGlite at 100,000 notes: 11 ms repeated, 24 in turn with the others).
    let results = 0;
    for (const q of shape.queries)
      results += (await searchNotes(database, USER_ID, { q, limit: 20 })).length;
    const own = new Map<string, number[]>(shape.queries.map((q) => [q, []]));
    for (let run = 0; run < REPEATS; run++)
      for (const q of shape.queries) {
        const started = performance.now();
        await searchNotes(database, USER_ID, { q, limit: 20 });
        own.get(q)?.push(performance.now() - started);
      }
    const timings = [...own.values()].flat().sort((a, b) => a - b);
    if (VERBOSE)
      for (const [q, times] of own) {
        times.sort((a, b) => a - b);
        const hits = (await searchNotes(database, USER_ID, { q, limit: 20 })).length;
        console.log(`  ${q}: ${percentile(times, 50).toFixed(1)} ms, ${hits} results`);
      }
    const ms = (value: number) => value.toFixed(1);
    console.log(
      `| ${shape.name} | ${ms(percentile(timings, 50))} | ${ms(percentile(timings, 95))} | ` +
        `${ms(timings.at(-1) ?? NaN)} | ${(results / shape.queries.length).toFixed(1)} |`,
    );
  }
} finally {
  await database.close();
}
