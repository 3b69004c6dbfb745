import autocannon from 'autocannon';
import { cpuMsPer, machineBusyMs } from './machineCpu';

/** One request of a load test; requests are sent in turn, round and round. */
export interface BenchRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
}

/** Throughput and latency percentiles (ms) over every response of a load test. */
export interface LoadResult {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Requests sent: the next run can go on from there in the same list. */
  sent: number;
  /**
   * The machine's busy CPU per answered request, in ms (server, database and load generator
   * together; see machineBusyMs): steadier than the rate on a machine whose speed varies.
   */
  cpuMs: number | undefined;
}

/** The p-th percentile of sorted values, to a tenth. */
export function percentile(sorted: number[], p: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return Math.round((value ?? 0) * 10) / 10;
}

/**
 * `seconds` of these requests, in turn, over `connections` keep-alive
 * connections with autocannon, signed in with `cookie`. Percentiles come from
 * every response's latency, not autocannon's own histogram buckets.
 */
export async function loadRequests(
  url: string,
  cookie: string,
  requests: readonly BenchRequest[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  let index = 0;
  const latencies: number[] = [];
  const busyBefore = machineBusyMs();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        // Accept-Encoding as browsers and fetch() send it: the server compresses what they accept.
        headers: {
          Cookie: cookie,
          Origin: url,
          'Content-Type': 'application/json',
          'Accept-Encoding': 'gzip, deflate, br, zstd',
        },
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
      },
      (error: unknown, done) =>
        error
          ? reject(
              error instanceof Error ? error : new Error('autocannon failed', { cause: error }),
            )
          : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const busyAfter = machineBusyMs();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
    sent: index,
    cpuMs: cpuMsPer(busyBefore, busyAfter, latencies.length),
  };
}

/** Seconds of unmeasured requests after each start (BENCH_WARMUP_SECONDS, default 5). */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

/**
 * What a long-running server has behind it, before anything is measured: its
 * code compiled by the JIT for every measured path (in every worker process:
 * give at least two connections per worker), and the start's housekeeping
 * done (the embedded database's VACUUM, up to a few seconds at 100,000
 * notes). Without it the first measurement paid for both: the health check
 * read 821 req/s where a minute later it gave 1,405.
 */
export async function warmUp(
  url: string,
  cookie: string,
  requests: readonly BenchRequest[],
  connections = 2,
): Promise<void> {
  if (WARMUP_SECONDS > 0)
    await loadRequests(url, cookie, requests, { connections, seconds: WARMUP_SECONDS });
}
