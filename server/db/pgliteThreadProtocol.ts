/**
 * The messages between the server's main thread and the thread that owns
 * PGlite (server/db/pgliteOnThread.ts, server/db/pgliteWorker.ts). Values
 * cross by structured clone: rows keep their Dates, Uint8Arrays and parsed
 * JSON; functions cannot cross, so a query's own parsers are sent as the
 * types whose text it keeps (the only kind of parser drizzle passes).
 */

export interface QueryShape {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Types whose values come back as PostgreSQL's text, unparsed. */
  textTypes?: number[];
}

export type Request =
  | { kind: 'query'; sql: string; params: unknown[]; shape: QueryShape; tx?: number }
  | { kind: 'exec'; sql: string; tx?: number }
  /** Opens a transaction; answered with its number once BEGIN has run. */
  | { kind: 'begin' }
  /** Ends it: COMMIT, or ROLLBACK when `commit` is false. */
  | { kind: 'end'; tx: number; commit: boolean }
  | { kind: 'listen'; channel: string }
  | { kind: 'close' };

export type ToThread = Request & { id: number };

/** A database error's fields (code, detail, constraint…), which a clone of an Error would drop. */
export interface ErrorFields {
  message: string;
  [field: string]: string | undefined;
}

export type FromThread =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'answer'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: ErrorFields }
  | { kind: 'notice'; channel: string; payload: string };

/** What the thread is started with (`workerData`). */
export interface ThreadData {
  folder: string;
}
