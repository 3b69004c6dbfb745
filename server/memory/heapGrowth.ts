import v8 from 'node:v8';

/**
 * How far a V8 heap may grow past what its last full collection left live
 * before the next one, in percent, on the embedded database.
 *
 * V8 sets that factor itself, up to fourfold when the heap's limit is large,
 * as it is on any machine with a few gigabytes: after a burst of requests the
 * main thread held 81–88 MiB of heap for ~48 live, ~40 MiB of garbage
 * resident until the collection came due. At half, 54–72 MiB, and the process
 * ~20 MiB smaller after the burst and at start, with no change to the
 * embedded database's creates or reads measurable in eight pairs of runs
 * (docs/performance.md, "A heap grown by half").
 */
export const EMBEDDED_HEAP_GROWING_PERCENT = 50;

/**
 * Lets every heap of the process, the main thread's and each worker thread's,
 * grow by EMBEDDED_HEAP_GROWING_PERCENT between full collections. V8 reads the
 * flag whenever it sets a heap's next limit, so it applies from the next
 * collection on, whenever it is called.
 *
 * For one process on the embedded database, whose memory the embedded
 * default promises to bound. Several processes on PostgreSQL each collect
 * more often with it, costing creates (~12 % with two workers): they keep
 * V8's own factor.
 */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${EMBEDDED_HEAP_GROWING_PERCENT}`);
}
