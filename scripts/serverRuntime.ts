/**
 * How the server's Node process starts: settings that must be given before it
 * runs, so `npm start` (package.json), the end-to-end tests and the benches
 * (e2e/support/server.ts) and a service manager (docs/OPERATIONS.md) pass them
 * on its command line and in its environment. Measured in docs/performance.md,
 * "Memory".
 */

/**
 * V8's young generation capped at two 4 MiB halves instead of 16 MiB: start-up
 * grows it to its cap, and an idle server keeps those pages resident.
 */
export const serverNodeFlags = ['--max-semi-space-size=4'] as const;

/**
 * glibc's malloc with a fixed 128 KiB threshold for its own mappings. By
 * default the threshold rises to the largest block freed so far (up to
 * 32 MiB), after which large temporary blocks (WebAssembly compilation, file
 * reads) come from the per-thread pools and stay resident once freed.
 */
export const serverMallocTunables = 'glibc.malloc.mmap_threshold=131072';

/** The environment variables those settings need, keeping any the caller set itself. */
export function serverRuntimeEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  return { GLIBC_TUNABLES: env.GLIBC_TUNABLES || serverMallocTunables };
}
