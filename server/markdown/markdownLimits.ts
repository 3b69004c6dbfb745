/**
 * What the server spends on reading one piece of Markdown a client sent.
 * A real note is far inside every figure; past them the server refuses it
 * rather than let one request hold a thread for minutes.
 */

/** Bytes of UTF-8, checked before parsing (413). */
export const MAX_MARKDOWN_BYTES = 2 * 1024 * 1024;

/** Time from handing the Markdown to the pool to its answer (422 past it). */
export const MARKDOWN_PARSE_BUDGET_MS = 10_000;

/** Levels of nodes in the parsed document (422 past it): lists or quotes this deep are no note. */
export const MAX_DOCUMENT_DEPTH = 100;

/** Threads reading Markdown; the event loop stays free for everything else. */
export const MARKDOWN_THREADS = 1;

/**
 * Markdown waiting for a thread, in bytes, before the server answers 503
 * instead of queueing more: a burst of ordinary notes (a few kB each) all
 * wait their turn, while large notes, each of which may take the whole time
 * budget, never stack up for minutes (four of the largest at most).
 */
export const MAX_WAITING_MARKDOWN_BYTES = 8 * 1024 * 1024;

/** Parses waiting for a thread, whatever their size (each holds a request open). */
export const MAX_WAITING_PARSES = 1_024;

/** A parse thread's heap: one runaway input ends its thread, not the server. */
export const PARSE_THREAD_HEAP_MB = 256;
