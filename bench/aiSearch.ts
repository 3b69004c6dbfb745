/**
 * `npm run bench:ai`: ask your notes, search by meaning and related notes over
 * BENCH_NOTES (default 10,000) notes, on the built server (rebuilt first) with
 * AI on against the stand-in model server (server/test/aiStandIn.ts: 384
 * dimensions, run in this process), on a fresh database: embedded PGlite
 * (pgvector), or with BENCH_DATABASE_URL a new database on that PostgreSQL
 * server (the exact scan where it has no pgvector), dropped after.
 *
 * 1. The server starts, signs one user up and stops; the notes are written
 *    straight into the database (bench/seed.ts), none of them indexed.
 * 2. The server starts again: its indexer finds every note unindexed and
 *    embeds them all. Indexing throughput: notes and passages a second until
 *    `GET /api/notes/:id/related` says `indexed`.
 * 3. Each query shape (a word many notes contain, a rare word, a word no note
 *    contains, a misspelling) is sent BENCH_REPEATS (default 20) times, one
 *    request at a time, as full-text, semantic and hybrid search and as a
 *    question to ask; related notes for as many notes. p50/p95 of each, one
 *    line per shape.
 *
 * The stand-in answers in well under a millisecond, so the figures are this
 * server's own cost (the vector scan, the database, HTTP), not a model's.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { removeDataDir, startServer, type RunningServer } from '../e2e/support/server';
import { openDatabase } from '../server/db/client';
import { startAiStandIn, type AiStandIn } from '../server/test/aiStandIn';
import { seedNotes } from './seed';
import { freshDatabase } from './support';
import { vocabulary } from './vocabulary';

const SIZE = Number(process.env.BENCH_NOTES ?? 10_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret';
const EMAIL = 'bench-ai@example.com';
const PASSWORD = 'bench password';

const common = vocabulary[30] ?? 'time';
const rare = vocabulary[1000] ?? 'note';
const misspelt = (vocabulary[100] ?? 'garden').replace(/^(.)(.)(.)/, '$1$3$2');
/** Query shapes: each is searched for and asked about. */
const shapes = [
  { name: 'common word', word: common },
  { name: 'rare word', word: rare },
  { name: 'word in no note', word: 'xylophonist' },
  { name: 'misspelling', word: misspelt },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function buildServer() {
  const tsx = path.resolve('node_modules/.bin/tsx');
  execFileSync(tsx, ['scripts/build-server.ts'], { stdio: 'inherit' });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function auth(base: string, endpoint: string, body: object): Promise<Response> {
  const response = await fetch(`${base}/api/auth/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint} failed: ${response.status}`);
  return response;
}

/** Sends the requests one at a time; p50 and p95 in ms (after two to warm up). */
async function timed(
  server: RunningServer,
  cookie: string,
  requests: { path: string; body?: object }[],
): Promise<{ p50: number; p95: number; n: number }> {
  const timings: number[] = [];
  for (const [index, request] of [...requests.slice(0, 2), ...requests].entries()) {
    for (;;) {
      const started = performance.now();
      const response = await fetch(`${server.url}${request.path}`, {
        method: request.body ? 'POST' : 'GET',
        headers: { Cookie: cookie, Origin: server.url, 'Content-Type': 'application/json' },
        ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      });
      await response.arrayBuffer();
      // Searches by meaning are limited per minute: wait for the next window, measure again.
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after') ?? 5);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      if (!response.ok) throw new Error(`${request.path} answered ${response.status}`);
      if (index >= 2) timings.push(performance.now() - started);
      break;
    }
  }
  timings.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  return { p50: ms(percentile(timings, 50)), p95: ms(percentile(timings, 95)), n: timings.length };
}

async function waitUntilIndexed(server: RunningServer, cookie: string, noteId: string) {
  for (;;) {
    const response = await fetch(`${server.url}/api/notes/${noteId}/related`, {
      headers: { Cookie: cookie },
    });
    if (!response.ok) throw new Error(`related answered ${response.status}`);
    if (((await response.json()) as { indexed: boolean }).indexed) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function run(standIn: AiStandIn) {
  const database = await freshDatabase('ai');
  const env = {
    LOG_LEVEL: 'error',
    AUTH_SECRET,
    AI_BASE_URL: standIn.url,
    AI_CHAT_MODEL: 'stand-in-chat',
    AI_EMBEDDING_MODEL: 'stand-in-embed',
    AI_LOCAL_ONLY: 'true',
    // Billing is off (no Stripe key): every account has the fair-use allowance of AI uses.
    AI_FAIR_USE_DAILY_LIMIT: '100000',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  };
  try {
    let server = await startServer({ dataDir: database.dataDir, env });
    await auth(server.url, 'sign-up/email', { email: EMAIL, password: PASSWORD, name: 'bench' });
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { vectors: string };
    const me = await fetch(`${server.url}/api/me`, {
      headers: {
        Cookie: cookieOf(
          await auth(server.url, 'sign-in/email', { email: EMAIL, password: PASSWORD }),
        ),
      },
    });
    const userId = ((await me.json()) as { user: { id: string } }).user.id;
    await server.stop();

    const db = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const ids = await seedNotes(db.db, userId, SIZE);
    await db.close();

    const embeddedBefore = standIn.embeddedTexts();
    const started = performance.now();
    server = await startServer({ dataDir: database.dataDir, env });
    try {
      const cookie = cookieOf(
        await auth(server.url, 'sign-in/email', { email: EMAIL, password: PASSWORD }),
      );
      await waitUntilIndexed(server, cookie, ids[0] ?? '');
      const seconds = (performance.now() - started) / 1000;
      const passages = standIn.embeddedTexts() - embeddedBefore;
      const driver = database.databaseUrl ? 'PostgreSQL' : 'PGlite';
      console.log(
        `\n${driver} (${health.vectors}), ${SIZE.toLocaleString('en')} notes, stand-in embeddings (384 dimensions)`,
      );
      console.log(
        `indexing: ${SIZE.toLocaleString('en')} notes, ${passages.toLocaleString('en')} passages in ` +
          `${seconds.toFixed(1)} s (server start included): ${Math.round(SIZE / seconds)} notes/s, ` +
          `${Math.round(passages / seconds)} passages/s`,
      );

      const line = (what: string, figures: { p50: number; p95: number; n: number }) =>
        console.log(
          `${what.padEnd(44)} p50 ${String(figures.p50).padStart(6)} ms   p95 ${String(figures.p95).padStart(6)} ms   (n=${figures.n})`,
        );
      const repeat = <T>(make: (index: number) => T) =>
        Array.from({ length: REPEATS }, (_, index) => make(index));
      for (const shape of shapes) {
        const q = encodeURIComponent(shape.word);
        for (const mode of ['fulltext', 'semantic', 'hybrid'])
          line(
            `${mode.padEnd(8)} ${shape.name} "${shape.word}"`,
            await timed(
              server,
              cookie,
              repeat(() => ({ path: `/api/search?q=${q}&mode=${mode}` })),
            ),
          );
        line(
          `ask      ${shape.name} "${shape.word}"`,
          await timed(
            server,
            cookie,
            repeat(() => ({
              path: '/api/ai/ask',
              body: { question: `What did I write about ${shape.word}?` },
            })),
          ),
        );
      }
      line(
        'related  (notes spread over the account)',
        await timed(
          server,
          cookie,
          repeat((index) => ({ path: `/api/notes/${ids[(index * 7919) % ids.length]}/related` })),
        ),
      );
    } finally {
      await server.stop();
    }
  } finally {
    removeDataDir(database.dataDir);
    await database.drop();
  }
}

buildServer();
const standIn = await startAiStandIn({ dimensions: 384 });
try {
  await run(standIn);
} finally {
  await standIn.close();
}
