import v8 from 'node:v8';

/**
 * Each worker thread's young generation: two halves of this many MiB.
 *
 * The main thread's is set on Node's command line (`--max-semi-space-size=4`,
 * scripts/serverRuntime.ts), and V8 reads that flag again for every isolate a
 * worker thread creates, so each thread (the database's, the Markdown and PDF
 * threads, imports, OCR) grew its own to two 4 MiB halves and kept them
 * resident. Their work allocates little at a time (a note's parse, a query's
 * rows); 1 MiB halves cost a Markdown parse ~0.04 ms and each thread ~6 MiB
 * less (docs/performance.md, "A thread's young generation").
 */
export const THREAD_SEMI_SPACE_MB = 1;

/**
 * Sizes the young generation of the worker threads started from now on. V8
 * sized the main thread's when the process started and does not read the
 * flag for it again, so this leaves the main thread's as the command line set
 * it. Call it before the first thread starts.
 */
export function sizeThreadsYoungGeneration(): void {
  v8.setFlagsFromString(`--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`);
}
