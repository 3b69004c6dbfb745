/**
 * HTTP figures of the built server on loopback, against a fresh embedded
 * database: sequential latency (p50/p95/p99) and throughput with 10
 * connections, for the health check (a database round trip) and the
 * prerendered landing page. Driver and server share the machine's cores.
 */
import autocannon from 'autocannon';
import { removeDataDir, startServer } from '../e2e/support/server';

const SEQUENTIAL_REQUESTS = 1000;
const LOAD_SECONDS = 5;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function sequential(url: string, headers: Record<string, string>) {
  const timings: number[] = [];
  for (let i = 0; i < SEQUENTIAL_REQUESTS + 50; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 50) timings.push(performance.now() - started); // the first 50 warm up
  }
  timings.sort((a, b) => a - b);
  const ms = (value: number) => Number(value.toFixed(2));
  return {
    p50: ms(percentile(timings, 50)),
    p95: ms(percentile(timings, 95)),
    p99: ms(percentile(timings, 99)),
  };
}

async function throughput(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: LOAD_SECONDS });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A fresh account's session cookie: the cost of the per-request session check is part of the figure. */
async function signedInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'bench password',
      name: 'bench',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function measureHttp() {
  const server = await startServer();
  try {
    const rows = [];
    const cookie = { Cookie: await signedInCookie(server.url) };
    for (const [name, path, headers] of [
      ['GET /api/health', '/api/health', {}],
      ['GET / (prerendered)', '/', {}],
      ['GET /api/me (signed in)', '/api/me', cookie],
    ] as const) {
      const url = `${server.url}${path}`;
      rows.push({
        request: name,
        ...(await sequential(url, headers)),
        ...(await throughput(url, headers)),
      });
    }
    console.log(
      `\nHTTP on loopback: ${SEQUENTIAL_REQUESTS} sequential requests (ms), then 10 connections for ${LOAD_SECONDS} s`,
    );
    console.table(rows);
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureHttp();
