/**
 * `npm run bench:api`: the notes API over HTTP, signed in, on the built
 * server with a fresh embedded database (or PostgreSQL with
 * BENCH_DATABASE_URL). Seeds BENCH_NOTES notes (default 10,000) of varied,
 * realistic text through the API, then measures create, read, update, list
 * and search with autocannon (10 connections, bounded duration).
 */
import autocannon from 'autocannon';
import { removeDataDir, startServer } from '../e2e/support/server';
import { signedInCookie } from './support';

const NOTES = Number(process.env.BENCH_NOTES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const words = (
  'entropy budget meeting lecture quarterly thermodynamics garden recipe travel camera journal habit ' +
  'review project roadmap design research chapter history physics chemistry biology poem draft ' +
  'kitchen coffee morning evening weekend family friends reading writing music running'
).split(' ');

function sentence(seed: number, length: number): string {
  let value = seed;
  const out: string[] = [];
  for (let i = 0; i < length; i++) {
    value = (value * 1_103_515_245 + 12_345) % 2_147_483_648;
    out.push(words[value % words.length] ?? 'note');
  }
  return out.join(' ');
}

function noteBody(i: number) {
  return {
    title: `${sentence(i, 3)} ${i}`,
    markdown: `## ${sentence(i + 1, 4)}\n\n${sentence(i + 2, 60)}.\n\n- [ ] ${sentence(i + 3, 5)}\n- [x] ${sentence(i + 4, 4)}\n\n${sentence(i + 5, 40)}.`,
    tags: [words[i % 7] ?? 'misc'],
  };
}

async function seed(base: string, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < NOTES) {
        const i = next++;
        const response = await fetch(`${base}/api/notes`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: base },
          body: JSON.stringify(noteBody(i)),
        });
        if (response.status !== 201) throw new Error(`seed failed: ${response.status}`);
        ids.push(((await response.json()) as { note: { id: string } }).note.id);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `seeded ${NOTES} notes in ${seconds.toFixed(1)} s (${Math.round(NOTES / seconds)} creates/s)`,
  );
  return ids;
}

type Request = { method: 'GET' | 'POST' | 'PATCH'; path: string; body?: string };

async function measure(name: string, base: string, cookie: string, requests: Request[]) {
  let index = 0;
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: SECONDS,
    headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const next = requests[index++ % requests.length] ?? requests[0];
          return {
            ...request,
            method: next?.method ?? 'GET',
            path: next?.path ?? '/',
            ...(next?.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  return {
    request: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const server = await startServer({
  env: {
    LOG_LEVEL: 'error',
    ...(process.env.BENCH_DATABASE_URL
      ? {
          DATABASE_URL: process.env.BENCH_DATABASE_URL,
          AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
        }
      : {}),
  },
});
try {
  const cookie = await signedInCookie(server.url);
  const ids = await seed(server.url, cookie);
  const pick = (i: number) => ids[(i * 7919) % ids.length] ?? ids[0] ?? '';
  const rows = [
    await measure(
      'create',
      server.url,
      cookie,
      Array.from({ length: 100 }, (_, i) => ({
        method: 'POST' as const,
        path: '/api/notes',
        body: JSON.stringify(noteBody(NOTES + i)),
      })),
    ),
    await measure(
      'read',
      server.url,
      cookie,
      Array.from({ length: 500 }, (_, i) => ({
        method: 'GET' as const,
        path: `/api/notes/${pick(i)}`,
      })),
    ),
    await measure(
      'update',
      server.url,
      cookie,
      Array.from({ length: 200 }, (_, i) => ({
        method: 'PATCH' as const,
        path: `/api/notes/${pick(i)}`,
        body: JSON.stringify({ title: `edited ${i}` }),
      })),
    ),
    await measure('list (50)', server.url, cookie, [
      { method: 'GET', path: '/api/notes?limit=50' },
    ]),
    await measure(
      'search (one word)',
      server.url,
      cookie,
      words.map((word) => ({ method: 'GET' as const, path: `/api/search?q=${word}` })),
    ),
  ];
  console.log(
    `\nNotes API, ${NOTES} notes, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, 10 connections × ${SECONDS} s`,
  );
  console.table(rows);
} finally {
  await server.stop();
  removeDataDir(server.dataDir);
}
