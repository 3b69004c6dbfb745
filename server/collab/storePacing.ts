import type { Document, Hocuspocus } from '@hocuspocus/server';

/** A store follows this long after the last change… */
export const STORE_AFTER_PAUSE_MS = 1_000;
/** …and comes at least this often while changes keep coming. */
export const STORE_AT_LEAST_EVERY_MS = 5_000;
/**
 * While a note is being edited, its stores take at most about this share
 * of the server's time: a store whose last run took 300 ms (a 50,000-word
 * note: its row, its search vector and five text indexes rewritten, on the
 * event loop when the database is embedded) waits 3 s after a pause and
 * comes every 15 s, instead of every 1 s and 5 s. Nothing waits on a store
 * to be safe: every update is logged before it is acknowledged
 * (updateLog.ts); only the note's projection (its list entry, search,
 * excerpt) is that much later.
 */
const PAUSE_PER_STORE_MS = 10;
const EVERY_PER_STORE_MS = 50;
const LONGEST_PAUSE_MS = 10_000;
const LONGEST_EVERY_MS = 60_000;

export interface StoreWaits {
  debounce: number;
  maxDebounce: number;
}

/** How long each document's store waits, from how long its last store took. */
export function createStorePacing() {
  const lastStoreMs = new WeakMap<object, number>();
  return {
    /** The time a store of this document took. */
    record(document: object, milliseconds: number) {
      lastStoreMs.set(document, milliseconds);
    },
    waitsFor(document: object): StoreWaits {
      const cost = lastStoreMs.get(document) ?? 0;
      return {
        debounce: Math.max(
          STORE_AFTER_PAUSE_MS,
          Math.min(LONGEST_PAUSE_MS, cost * PAUSE_PER_STORE_MS),
        ),
        maxDebounce: Math.max(
          STORE_AT_LEAST_EVERY_MS,
          Math.min(LONGEST_EVERY_MS, cost * EVERY_PER_STORE_MS),
        ),
      };
    },
  };
}

export type StorePacing = ReturnType<typeof createStorePacing>;

/**
 * Hocuspocus takes one pair of waits for every document, read from its
 * configuration when a change schedules the store: each scheduling reads
 * this document's instead. A store asked for at once (the last editor
 * leaving, a REST edit closing, shutdown) is untouched.
 */
export function paceStores(hocuspocus: Hocuspocus, pacing: StorePacing): void {
  const schedule = hocuspocus.storeDocumentHooks.bind(hocuspocus);
  hocuspocus.storeDocumentHooks = (document: Document, payload, immediately) => {
    if (immediately) return schedule(document, payload, immediately);
    // Read each time: configure() replaces the object.
    const configuration = hocuspocus.configuration;
    const { debounce, maxDebounce } = configuration;
    Object.assign(configuration, pacing.waitsFor(document));
    try {
      return schedule(document, payload, immediately);
    } finally {
      Object.assign(configuration, { debounce, maxDebounce });
    }
  };
}
