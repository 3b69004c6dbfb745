/**
 * `npm run bench:cluster`: creates and reads per second with several server
 * processes (INKLING_WORKERS) on PostgreSQL and Redis, as a deployment past
 * the embedded database runs. Needs BENCH_DATABASE_URL (a PostgreSQL server
 * where a database may be created; it is dropped after) and redis-server
 * (started here on a free port, nothing saved).
 *
 * Rebuilds the server, then for each count in BENCH_WORKERS (default "1,2")
 * starts the built server with that many worker processes on a fresh
 * database, signs one user up, seeds BENCH_NOTES notes (default 10,000,
 * bench/seed.ts), and measures with autocannon on BENCH_CONNECTIONS (10):
 * note creation (POST /api/notes, ~150 words of Markdown) and note reads
 * (GET /api/notes/:id), BENCH_SECONDS (5) each, after a fresh sign-in:
 * requests per second, latency percentiles, and the machine's busy CPU per
 * request ("CPU ms": every process's, PostgreSQL's and the load generator's
 * included; bench/machineCpu.ts). Creates are measured twice: right after
 * the warm-up, as a server just started meets them, and again as "create,
 * settled" after BENCH_SETTLE_SECONDS (15; 0 skips it) more of them, once V8
 * has compiled the create path (its compiler threads take an eighth of the
 * machine in the first seconds: docs/performance.md, "A faster machine").
 * BENCH_SERVER_NODE_OPTIONS (e.g. `--import ./bench/cpuProfile.mjs`) is given
 * to the server's processes, as in bench:api.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { startRedisServer } from '../server/scale/redisTestServer';
import { removeDataDir, startServer, type RunningServer } from '../e2e/support/server';
import { loadRequests, warmUp, type BenchRequest } from './loadTest';
import { benchNote } from './notes';
import { seedNotes } from './seed';
import { benchServerNodeOptions, freshDatabase, sessionCookieOf } from './support';

const WORKERS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const NOTES = Number(process.env.BENCH_NOTES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 15);
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret';
const EMAIL = 'cluster-bench@example.com';
const PASSWORD = 'bench password';

if (!process.env.BENCH_DATABASE_URL) {
  console.error(
    'bench:cluster needs BENCH_DATABASE_URL, e.g. postgres://inkling_test:inkling_test@127.0.0.1:5432/postgres',
  );
  process.exit(1);
}

function buildServer() {
  const tsx = path.resolve('node_modules/.bin/tsx');
  execFileSync(tsx, ['scripts/build-server.ts'], { stdio: 'inherit' });
}

/** A sign-up or sign-in, answering the session cookie as a client holds it after a minute. */
async function auth(base: string, endpoint: string, body: object): Promise<string> {
  const response = await fetch(`${base}/api/auth/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint} failed: ${response.status}`);
  return sessionCookieOf(response);
}

/** SECONDS of these requests in turn over CONNECTIONS connections, after a fresh sign-in. */
async function load(server: RunningServer, requests: BenchRequest[], seconds = SECONDS) {
  const cookie = await auth(server.url, 'sign-in/email', { email: EMAIL, password: PASSWORD });
  const result = await loadRequests(server.url, cookie, requests, {
    connections: CONNECTIONS,
    seconds,
  });
  return {
    'req/s': result.perSecond,
    'p50 ms': result.p50,
    'p95 ms': result.p95,
    'p99 ms': result.p99,
    // The machine's, per request: the server's processes, PostgreSQL's, the load generator's.
    'CPU ms': result.cpuMs,
    errors: result.errors,
  };
}

/**
 * Unmeasured creates and reads on two connections per worker (the primary hands connections
 * out in turn), so each worker has started its Markdown thread and compiled both paths.
 */
async function warmUpWorkers(server: RunningServer, workers: number, ids: string[]) {
  const cookie = await auth(server.url, 'sign-in/email', { email: EMAIL, password: PASSWORD });
  const requests: BenchRequest[] = [
    ...Array.from({ length: 4 }, (_, i) => ({
      method: 'POST' as const,
      path: '/api/notes',
      body: JSON.stringify(benchNote(i)),
    })),
    ...ids.slice(0, 20).map((id) => ({ method: 'GET' as const, path: `/api/notes/${id}` })),
  ];
  await warmUp(server.url, cookie, requests, workers * 2);
}

/** Waits until every worker has said it is listening. */
async function allListening(server: RunningServer, workers: number) {
  const deadline = Date.now() + 120_000;
  while ((server.output().match(/Inkling is running/g) ?? []).length < workers) {
    if (Date.now() > deadline) throw new Error(`workers did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function run(workers: number, redisUrl: string) {
  const database = await freshDatabase(`cluster_${workers}`);
  const env = {
    LOG_LEVEL: 'info',
    AUTH_SECRET,
    DATABASE_URL: database.databaseUrl ?? '',
    REDIS_URL: redisUrl,
    INKLING_WORKERS: String(workers),
    ...benchServerNodeOptions(),
  };
  try {
    let server = await startServer({ dataDir: database.dataDir, env });
    await allListening(server, workers);
    const cookie = await auth(server.url, 'sign-up/email', {
      email: EMAIL,
      password: PASSWORD,
      name: 'bench',
    });
    const me = await fetch(`${server.url}/api/me`, { headers: { Cookie: cookie } });
    const userId = ((await me.json()) as { user: { id: string } }).user.id;
    await server.stop();

    const db = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const ids = await seedNotes(db.db, userId, NOTES);
    await db.close();

    server = await startServer({ dataDir: database.dataDir, env });
    try {
      await allListening(server, workers);
      // Each worker starts its Markdown thread with its first note: not part of the measure.
      await warmUpWorkers(server, workers, ids);
      // Every create a note of its own, as users write them (bench/api.ts says why).
      let nextNote = NOTES;
      const newNotes = (count: number): BenchRequest[] =>
        Array.from({ length: count }, () => ({
          method: 'POST' as const,
          path: '/api/notes',
          body: JSON.stringify(benchNote(nextNote++)),
        }));
      const create = await load(server, newNotes(10_000));
      let settled: Awaited<ReturnType<typeof load>> | undefined;
      if (SETTLE_SECONDS > 0) {
        await load(server, newNotes(2_000 * SETTLE_SECONDS), SETTLE_SECONDS); // not shown
        settled = await load(server, newNotes(10_000));
      }
      const read = await load(
        server,
        Array.from({ length: 500 }, (_, i) => ({
          method: 'GET' as const,
          path: `/api/notes/${ids[(i * 7919) % ids.length] ?? ''}`,
        })),
      );
      return [
        { workers, request: 'create', ...create },
        ...(settled ? [{ workers, request: 'create, settled', ...settled }] : []),
        { workers, request: 'read', ...read },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    removeDataDir(database.dataDir);
    await database.drop();
  }
}

buildServer();
const redis = await startRedisServer();
try {
  const rows = [];
  for (const workers of WORKERS) rows.push(...(await run(workers, redis.url)));
  console.log(
    `\nPostgreSQL + Redis, ${NOTES.toLocaleString('en')} notes, ${CONNECTIONS} connections, ` +
      `${SECONDS} s each, ${os.availableParallelism()} cores (load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')})`,
  );
  console.table(rows);
} finally {
  await redis.stop();
}
