import { createScratchPostgres } from '../server/test/scratchPostgres';
import { tempDataDir } from '../e2e/support/server';

/**
 * The session cookie of a sign-in's answer as a client holds it once the
 * session is older than Better Auth's 60-second cookie cache: the signed
 * token without the signed copy of the session (`session_data`), so the
 * server verifies the session on every request, as it does for API
 * clients, the native app's bearer token and a browser between refreshes.
 */
export function sessionCookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((cookie) => !cookie.includes('.session_data='))
    .join('; ');
}

/** A new account's session cookie (see sessionCookieOf): benchmarks measure signed-in requests, session check included. */
export async function signedInCookie(base: string): Promise<string> {
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
  return sessionCookieOf(response);
}

/**
 * A database of its own for one bench run: a data folder, or, with
 * BENCH_DATABASE_URL, a new database on that PostgreSQL server (dropped by `drop`).
 */
export async function freshDatabase(label: string) {
  const dataDir = tempDataDir();
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { dataDir, databaseUrl: undefined, drop: () => Promise.resolve() };
  const scratch = await createScratchPostgres(adminUrl, `inkling_bench_${label}`);
  return { dataDir, databaseUrl: scratch.url, drop: scratch.drop };
}

/**
 * The server's NODE_OPTIONS a bench was given as BENCH_SERVER_NODE_OPTIONS (e.g. `--import
 * ./bench/cpuProfile.mjs`: a CPU profile of each process and thread), for its environment.
 */
export function benchServerNodeOptions(): { NODE_OPTIONS?: string } {
  const options = process.env.BENCH_SERVER_NODE_OPTIONS;
  return options ? { NODE_OPTIONS: options } : {};
}
