/**
 * `npm run bench:journal`: how long the journal screen takes to open for
 * someone who has written every day for three years and tracks ten habits.
 *
 * Builds the app into BENCH_BUILD_DIR (default `.e2e-build-bench`; BENCH_SKIP_BUILD=1
 * reuses it), starts the built server on a fresh embedded database, signs one
 * user up, stops the server and seeds BENCH_DAYS (default 1,096) days of
 * journal entries (~100 words, mood, gratitude, prompt) and ten habits with a
 * check-in history over the same days straight into the database
 * (bench/journalSeed.ts), then starts the server again and, in Chromium:
 *
 * - opens `/journal` BENCH_RUNS times (default 10, after one warm-up that
 *   fills the HTTP cache): navigation start → the screen's content on screen
 *   (today's heading and prompt, the month calendar with its written days and
 *   the day's habit check-ins), p50/p95;
 * - records the API requests the screen makes, then times each of them
 *   BENCH_API_REPEATS times (default 30) from Node, p50/p95.
 *
 * Target: the screen open in ≤ 300 ms.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

process.env.INKLING_BUILD_DIR = path.resolve(process.env.BENCH_BUILD_DIR ?? '.e2e-build-bench');
const DAYS = Number(process.env.BENCH_DAYS ?? 1_096);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const API_REPEATS = Number(process.env.BENCH_API_REPEATS ?? 30);
const TARGET_MS = 300;
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret';
const account = { email: 'journal-bench@example.com', password: 'bench password', name: 'b' };

/** What "the journal is open" means: each of these is on the page. */
const contentSelectors = [
  '#journal-day-title',
  '#journal-prompt-title',
  'table[aria-labelledby="journal-calendar-title"] [data-written]',
  '#day-checkins-title',
];

if (!process.env.BENCH_SKIP_BUILD)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });

// Imported after INKLING_BUILD_DIR is set: they read where the build is when loaded.
const { chromium } = await import('@playwright/test');
const { chromiumArgs, chromiumPath } = await import('../e2e/support/chromium');
const { removeDataDir, startServer, tempDataDir } = await import('../e2e/support/server');
const { openDatabase } = await import('../server/db/client');
const { todayFor } = await import('../server/journal/journalSettings');
const { seedJournal } = await import('./journalSeed');

interface Phases {
  content: number;
  html: number;
  hydrated: number;
  firstApi: number;
  lastApi: number;
  /** What the page fetched (scripts, API), in ms from the navigation's start. */
  fetched: { path: string; start: number; end: number }[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) };
};

async function authRequest(base: string, endpoint: string, body: object) {
  const response = await fetch(`${base}/api/auth/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const env = { LOG_LEVEL: 'error', AUTH_SECRET };
const dataDir = tempDataDir();
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  server = await startServer({ dataDir, env });
  const cookie = await authRequest(server.url, 'sign-up/email', account);
  const me = await fetch(`${server.url}/api/me`, { headers: { Cookie: cookie } });
  const userId = ((await me.json()) as { user: { id: string } }).user.id;
  // An embedded database has one process at a time: the server stops while the rows are written.
  await server.stop();

  const started = performance.now();
  const database = await openDatabase({ dataDir });
  const today = todayFor({ timeZone: 'UTC', dayStartsAt: '04:00' });
  const seeded = await seedJournal(database.db, userId, today, DAYS);
  await database.close();
  console.log(
    `seeded ${seeded.entries} journal entries, ${seeded.habits} habits and ` +
      `${seeded.checkins} check-ins in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  server = await startServer({ dataDir, env });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: server.url, timezoneId: 'UTC' });
    const page = await context.newPage();
    await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { Origin: server.url },
    });
    const apiPaths = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.method() === 'GET')
        apiPaths.add(url.pathname + url.search);
    });

    /**
     * One navigation, in ms from its start: when every content selector is on
     * the page, and on the way there when the HTML was in, the app hydrated,
     * and the screen's first API request began and its last one ended.
     */
    const open = async (): Promise<Phases> => {
      await page.goto('about:blank');
      await page.goto('/journal', { waitUntil: 'commit' });
      const shown = await page
        .waitForFunction(
          (selectors) => {
            const state = window as unknown as { hydratedAt?: number };
            if (state.hydratedAt === undefined && document.querySelector('html[data-hydrated]'))
              state.hydratedAt = performance.now();
            if (!selectors.every((selector) => document.querySelector(selector))) return null;
            const now = performance.now();
            const api = (
              performance.getEntriesByType('resource') as PerformanceResourceTiming[]
            ).filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
            const [navigation] = performance.getEntriesByType(
              'navigation',
            ) as PerformanceNavigationTiming[];
            return {
              content: now,
              html: navigation?.responseEnd ?? NaN,
              hydrated: state.hydratedAt ?? NaN,
              firstApi: Math.min(...api.map((entry) => entry.startTime)),
              lastApi: Math.max(...api.map((entry) => entry.responseEnd)),
              fetched: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
                .filter((entry) => entry.startTime <= now)
                .map((entry) => ({
                  path: new URL(entry.name).pathname + new URL(entry.name).search,
                  start: Math.round(entry.startTime),
                  end: Math.round(entry.responseEnd),
                })),
            };
          },
          contentSelectors,
          { polling: 'raf', timeout: 15_000 },
        )
        .catch(async (error: unknown) => {
          const missing = await page.evaluate(
            (selectors) => selectors.filter((selector) => !document.querySelector(selector)),
            contentSelectors,
          );
          throw new Error(`the journal did not show ${missing.join(', ')}`, { cause: error });
        });
      const phases = await shown.jsonValue();
      if (!phases) throw new Error('no timings');
      return phases;
    };

    const warmUp = await open();
    const runs: Phases[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await open());
    const screen = summary(runs.map((run) => run.content));
    const p50 = (phase: Exclude<keyof Phases, 'fetched'>) =>
      summary(runs.map((run) => run[phase])).p50;
    console.log(`\nJournal screen, ${DAYS} days of entries, 10 habits (Chromium, built app)`);
    console.log(`first open (cold cache): ${Math.round(warmUp.content)} ms`);
    console.log(`each (ms): ${runs.map((run) => run.content.toFixed(0)).join(' ')}`);
    console.log(
      `navigation start → content on screen: p50 ${screen.p50} ms, p95 ${screen.p95} ms ` +
        `(target ${TARGET_MS} ms)`,
    );
    console.log(
      `on the way (p50): HTML in ${p50('html')} ms, first API request ${p50('firstApi')} ms, ` +
        `hydrated ${p50('hydrated')} ms, last API answer ${p50('lastApi')} ms`,
    );

    const last = runs.at(-1);
    console.log('\nThe last open, what the page fetched (ms from navigation start):');
    for (const { path: fetchedPath, start, end } of last?.fetched ?? [])
      console.log(`  ${String(start).padStart(5)} → ${String(end).padStart(5)}  ${fetchedPath}`);

    const apiCookie = await authRequest(server.url, 'sign-in/email', account);
    const rows = [];
    for (const apiPath of [...apiPaths].sort()) {
      const latencies: number[] = [];
      for (let repeat = 0; repeat < API_REPEATS; repeat++) {
        const requestStarted = performance.now();
        const response = await fetch(`${server.url}${apiPath}`, {
          headers: { Cookie: apiCookie },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
        latencies.push(performance.now() - requestStarted);
      }
      rows.push({ request: `GET ${apiPath}`, ...summary(latencies) });
    }
    console.log(`\nThe API requests the screen makes, ${API_REPEATS} times each (ms)`);
    console.table(rows);
  } finally {
    await browser.close();
  }
} finally {
  await server?.stop();
  removeDataDir(dataDir);
}
