/**
 * Memory the C library's allocator holds free, given back to the system.
 *
 * glibc's malloc keeps what a thread frees inside that thread's pool and
 * returns to the system only the free space at a pool's very end. Compiling
 * PGlite's WebAssembly at start, the Markdown and PDF threads, imports and
 * exports leave their pools mostly free but resident: 17–48 MiB of the idle
 * server at 100,000 notes, different at every start (docs/performance.md,
 * "Freed memory given back"). `malloc_trim` hands every free page of every
 * pool back. It is called once the process has been quiet a moment after work,
 * and every half minute whatever happens (threads that end after a minute idle
 * free theirs with no request to follow), on libuv's threads, never on the
 * event loop.
 */
import type { EventEmitter } from 'node:events';

/** Gives the free memory back; resolves once done (it never fails). */
export type TrimFreeMemory = () => Promise<void>;

/** How long without a new request before what the last ones freed is given back. */
export const QUIET_MS = 2_000;
/** Given back this often whatever the traffic. */
export const EVERY_MS = 30_000;

/**
 * glibc's `malloc_trim` through koffi (an FFI library with builds for each
 * platform), or undefined where there is none: not Linux, a C library
 * without it (musl), or no koffi build for this machine.
 */
export async function loadMallocTrim(): Promise<TrimFreeMemory | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { default: koffi } = await import('koffi');
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return () =>
      new Promise((resolve) => {
        // `.async` runs it on libuv's threads: trimming large pools takes milliseconds.
        mallocTrim.async(0, () => resolve());
      });
  } catch {
    return undefined;
  }
}

export interface FreedMemoryReturn {
  /** Work happened: give back what it freed once the process has been quiet for QUIET_MS. */
  activity: () => void;
  stop: () => void;
}

/** Gives freed memory back after work (see `activity`) and every `everyMs`. */
export function returnFreedMemory(
  trim: TrimFreeMemory,
  { quietMs = QUIET_MS, everyMs = EVERY_MS }: { quietMs?: number; everyMs?: number } = {},
): FreedMemoryReturn {
  let trimming = false;
  const trimOnce = () => {
    // A trim still running already gives back what the next one would.
    if (trimming) return;
    trimming = true;
    void trim().finally(() => (trimming = false));
  };
  // Armed from the start: what the start itself freed goes back once it is over.
  const afterQuiet = setTimeout(trimOnce, quietMs).unref();
  const periodic = setInterval(trimOnce, everyMs).unref();
  return {
    // Re-arms the one timer (a fired one too): cheap enough for every request.
    activity: () => void afterQuiet.refresh(),
    stop() {
      clearTimeout(afterQuiet);
      clearInterval(periodic);
    },
  };
}

/**
 * Starts giving freed memory back for this server, each request counting as
 * work; a no-op where the C library has no `malloc_trim`. Returns its stop at
 * once: the C library is looked for in the background, so a caller never
 * waits on it between listening and handling signals (a SIGTERM then would
 * find no handler and kill the process).
 */
export function returnServersFreedMemory(
  server: Pick<EventEmitter, 'on' | 'off'>,
  trim: Promise<TrimFreeMemory | undefined> = loadMallocTrim(),
): () => void {
  let stopped = false;
  let stopReturning = () => {};
  void trim.then((trimFreeMemory) => {
    if (!trimFreeMemory || stopped) return;
    const freed = returnFreedMemory(trimFreeMemory);
    server.on('request', freed.activity);
    stopReturning = () => {
      server.off('request', freed.activity);
      freed.stop();
    };
  });
  return () => {
    stopped = true;
    stopReturning();
  };
}
