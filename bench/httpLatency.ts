/**
 * HTTP figures of the built server on loopback, against a fresh embedded
 * database: sequential latency (p50/p95/p99) and throughput with 10
 * connections, for the health check (a database round trip) and the
 * prerendered landing page. Driver and server share the machine's cores.
 */
import autocannon from 'autocannon';
import { removeDataDir, startServer } from '../e2e/support/server';
import { signedInCookie } from './support';

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

export async function measureHttp() {
  const server = await startServer();
  try {
    const rows = [];
    const cookie = { Cookie: await signedInCookie(server.url) };
    for (const [name, path, headers] of [
      ['GET /api/health', '/api/health', {}],
      ['GET / (prerendered)', '/', {}],
      ['GET /api/me (session older than the cookie cache)', '/api/me', cookie],
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
