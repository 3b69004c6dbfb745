/**
 * `npm run bench:api`: the notes API over HTTP, signed in, on the built
 * server (rebuilt first) with a fresh database per size: embedded PGlite by
 * default, or a new database on the PostgreSQL server at BENCH_DATABASE_URL
 * (created for the run, dropped after).
 *
 * For each size in BENCH_NOTES (default "10000,100000") it signs up one user,
 * seeds that many notes of realistic text straight into the database
 * (bench/seed.ts: the rows the app itself writes, in batched inserts), then
 * measures the health check, `GET /api/me`, create, read, update (title;
 * body), list and every search shape of bench/searchMix.ts with autocannon
 * over keep-alive connections, each for BENCH_SECONDS (default 5) on one
 * connection (the latency a user sees) and then on BENCH_CONNECTIONS
 * (default 10; the throughput): p50/p95/p99 from every response's latency,
 * requests per second, and on 10 connections the machine's busy CPU per
 * request ("Nc CPU ms", bench/machineCpu.ts: the server's, the database's and
 * the load generator's together), which varies less than the rate when the
 * machine's speed does.
 *
 * Requests carry the session as a client meets it after its first minute:
 * the session token without Better Auth's 60-second signed copy of the
 * session (see signIn), so every request verifies the session.
 *
 * Each start is followed by BENCH_WARMUP_SECONDS (default 5) of unmeasured
 * requests of every kind: a server met by clients has its code compiled and
 * its start-up housekeeping done.
 *
 * The server logs at its default level (info: a line per request, read by
 * this process as a log collector would); BENCH_LOG_LEVEL=error leaves that out.
 *
 * Other knobs: BENCH_ONLY=read,search (measure only those),
 * BENCH_SERVER_NODE_OPTIONS (e.g. `--import ./bench/cpuProfile.mjs`: a CPU
 * profile of the server, written when it stops).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { removeDataDir, startServer, type RunningServer } from '../e2e/support/server';
import { loadRequests, warmUp, type BenchRequest } from './loadTest';
import { benchNote } from './notes';
import { searchShapes } from './searchMix';
import { seedNotes } from './seed';
import { benchServerNodeOptions, freshDatabase, sessionCookieOf } from './support';

const SIZES = (process.env.BENCH_NOTES ?? '10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Each request is measured alone (one connection: the latency a user sees) and under load. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Only these measurements (names' first words, comma-separated), e.g. "read,search". */
const ONLY = process.env.BENCH_ONLY?.split(',');
const ADMIN_URL = process.env.BENCH_DATABASE_URL;
/** More than the create measurements send (~2,000 on this machine), so none is sent twice. */
const CREATED_NOTES = 5_000;
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret';
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench password';

function buildServer() {
  const tsx = path.resolve('node_modules/.bin/tsx');
  execFileSync(tsx, ['scripts/build-server.ts'], { stdio: 'inherit' });
}

async function authRequest(base: string, endpoint: string, body: object): Promise<Response> {
  return fetch(`${base}/api/auth/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(body),
  });
}

async function signUp(base: string): Promise<string> {
  const response = await authRequest(base, 'sign-up/email', {
    email: EMAIL,
    password: PASSWORD,
    name: 'bench',
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  const me = await fetch(`${base}/api/me`, { headers: { Cookie: sessionCookieOf(response) } });
  return ((await me.json()) as { user: { id: string } }).user.id;
}

/**
 * The session cookie as a client holds it once the session is older than
 * Better Auth's cookie cache: the signed token alone. (The signed copy of
 * the session beside it spares the server reading the session for 60 s; a
 * bench that kept it measured 1.7 ms reads where clients met 7 ms.)
 */
async function signIn(base: string): Promise<string> {
  const response = await authRequest(base, 'sign-in/email', { email: EMAIL, password: PASSWORD });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return sessionCookieOf(response);
}

interface Row {
  request: string;
  '1c p50': number;
  '1c p95': number;
  '1c p99': number;
  '1c req/s': number;
  'Nc p50': number;
  'Nc p95': number;
  'Nc p99': number;
  'Nc req/s': number;
  /** The machine's busy CPU per request on N connections (bench/machineCpu.ts). */
  'Nc CPU ms': number | undefined;
  errors: number;
}

async function measure(
  name: string,
  server: RunningServer,
  cookie: string,
  requests: BenchRequest[],
): Promise<Row | undefined> {
  if (ONLY && !ONLY.includes(name.split(' ')[0] ?? name)) return undefined;
  const alone = await load(server, cookie, requests, 1);
  // The loaded run goes on where the lone one stopped, so a list of creates repeats no note.
  const next = alone.sent % requests.length;
  const loaded = await load(
    server,
    cookie,
    [...requests.slice(next), ...requests.slice(0, next)],
    CONNECTIONS,
  );
  return {
    request: name,
    '1c p50': alone.p50,
    '1c p95': alone.p95,
    '1c p99': alone.p99,
    '1c req/s': alone.perSecond,
    'Nc p50': loaded.p50,
    'Nc p95': loaded.p95,
    'Nc p99': loaded.p99,
    'Nc req/s': loaded.perSecond,
    'Nc CPU ms': loaded.cpuMs,
    errors: alone.errors + loaded.errors,
  };
}

/** SECONDS of these requests, in turn, over `connections` keep-alive connections. */
const load = (
  server: RunningServer,
  cookie: string,
  requests: BenchRequest[],
  connections: number,
) => loadRequests(server.url, cookie, requests, { connections, seconds: SECONDS });

/** The unmeasured requests of warmUp (bench/loadTest.ts): every kind the bench measures. */
function warmUpRequests(pick: (i: number) => string): BenchRequest[] {
  const paths = ['/api/health', '/api/me', '/api/notes?limit=50', '/api/search?q=note'];
  return [
    ...paths.map((path) => ({ method: 'GET' as const, path })),
    ...Array.from({ length: 20 }, (_, i) => ({
      method: 'GET' as const,
      path: `/api/notes/${pick(i + 5000)}`,
    })),
    { method: 'POST', path: '/api/notes', body: JSON.stringify(benchNote(9_000_000)) },
  ];
}

async function run(size: number): Promise<Row[]> {
  const database = await freshDatabase(String(size));
  const env = {
    // As a server runs unless told otherwise: a log line per request.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    AUTH_SECRET,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...benchServerNodeOptions(),
  };
  try {
    // The server migrates the database and signs the user up; it stops while the notes are
    // written (an embedded database has one process at a time), then starts again.
    let server = await startServer({ dataDir: database.dataDir, env });
    const userId = await signUp(server.url);
    await server.stop();

    const started = performance.now();
    const db = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const ids = await seedNotes(db.db, userId, size);
    await db.close();
    const seconds = (performance.now() - started) / 1000;
    console.log(`seeded ${size} notes in ${seconds.toFixed(1)} s`);

    server = await startServer({ dataDir: database.dataDir, env });
    try {
      const pick = (i: number) => ids[(i * 7919) % ids.length] ?? '';
      const cookie = await signIn(server.url);
      await warmUp(server.url, cookie, warmUpRequests(pick));
      const rows = [
        await measure('health', server, cookie, [{ method: 'GET', path: '/api/health' }]),
        await measure('me', server, cookie, [{ method: 'GET', path: '/api/me' }]),
        // Every create a note of its own, as users write them: 100 notes sent over and over
        // made the most recent 1,000 notes ten copies of each, a recent window no user has,
        // and the searches measured next walked it for words those 100 notes happen to lack.
        await measure(
          'create',
          server,
          cookie,
          Array.from({ length: CREATED_NOTES }, (_, i) => ({
            method: 'POST' as const,
            path: '/api/notes',
            body: JSON.stringify(benchNote(size + i)),
          })),
        ),
        await measure(
          'read',
          server,
          cookie,
          Array.from({ length: 500 }, (_, i) => ({
            method: 'GET' as const,
            path: `/api/notes/${pick(i)}`,
          })),
        ),
        await measure(
          'update (title)',
          server,
          cookie,
          Array.from({ length: 200 }, (_, i) => ({
            method: 'PATCH' as const,
            path: `/api/notes/${pick(i)}`,
            body: JSON.stringify({ title: `Edited ${benchNote(i).title}` }),
          })),
        ),
        await measure(
          'update (body)',
          server,
          cookie,
          Array.from({ length: 200 }, (_, i) => ({
            method: 'PATCH' as const,
            path: `/api/notes/${pick(i + 1000)}`,
            body: JSON.stringify({ markdown: benchNote(size + 1000 + i).markdown }),
          })),
        ),
        await measure('list (50)', server, cookie, [
          { method: 'GET', path: '/api/notes?limit=50' },
        ]),
      ];
      // Each search shape on its own row, its queries in turn.
      for (const shape of searchShapes())
        rows.push(
          await measure(
            `search ${shape.name}`,
            server,
            cookie,
            shape.queries.map((q) => ({
              method: 'GET' as const,
              path: `/api/search?q=${encodeURIComponent(q)}`,
            })),
          ),
        );
      return rows.filter((row) => row !== undefined);
    } finally {
      await server.stop();
    }
  } finally {
    removeDataDir(database.dataDir);
    await database.drop();
  }
}

buildServer();
for (const size of SIZES) {
  const rows = await run(size);
  console.log(
    `\nNotes API, ${size.toLocaleString('en')} notes, ${ADMIN_URL ? 'PostgreSQL' : 'PGlite'}, ` +
      `${SECONDS} s per request type on 1 connection (1c), then ${SECONDS} s on ${CONNECTIONS} (Nc); ` +
      'latencies in ms',
  );
  console.table(rows);
}
for (const shape of searchShapes())
  console.log(`search ${shape.name}: ${shape.queries.join(', ')}`);
