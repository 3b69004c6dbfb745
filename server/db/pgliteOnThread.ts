import type { QueryOptions, Results } from '@electric-sql/pglite';
import { startThread } from '../threads/threadScript';
import type {
  ErrorFields,
  FromThread,
  QueryShape,
  Request,
  ThreadData,
  ToThread,
} from './pgliteThreadProtocol';

/** What the server asks of an open transaction (a subset of PGlite's `Transaction`). */
export interface PgliteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * What the server asks of PGlite (drizzle's PGlite driver, the prepared
 * reads, the notifications), whether PGlite runs in this thread or on its own.
 */
export interface PgliteConnection {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, onNotice: (payload: string) => void): Promise<unknown>;
  close(): Promise<void>;
}

/** PGlite could not open its folder; the message is PGlite's own. */
export class PgliteOpenError extends Error {}

/** A value any parser that keeps the text gives back unchanged (and a timestamp's would not). */
const PROBE = '2026-11-30 12:00:00+00';
/** How long close() waits for the thread to end by itself before ending it. */
const THREAD_END_WAIT_MS = 2_000;

/**
 * A query's parsers as the types whose text it keeps: the only kind that can
 * be named across threads, and the only kind drizzle passes (timestamps and
 * dates left as text, which it parses itself).
 */
function shapeOf(options: QueryOptions | undefined): QueryShape {
  const { rowMode, paramTypes, parsers, serializers, blob, onNotice, ...rest } = options ?? {};
  if (serializers || blob || onNotice || Object.keys(rest).length > 0)
    throw new Error(
      'A query sent to the database thread takes only rowMode, paramTypes and parsers.',
    );
  const given = Object.entries(parsers ?? {}) as [
    string,
    (text: string, type: number) => unknown,
  ][];
  const textTypes = given.map(([type, parse]) => {
    if (parse(PROBE, Number(type)) !== PROBE)
      throw new Error('A query sent to the database thread can only keep a type as text.');
    return Number(type);
  });
  return {
    ...(rowMode ? { rowMode } : {}),
    ...(paramTypes ? { paramTypes } : {}),
    ...(textTypes.length > 0 ? { textTypes } : {}),
  };
}

function databaseError(fields: ErrorFields): Error {
  // Fields as PGlite's DatabaseError has them, for the callers that read `code` or `constraint`.
  return Object.assign(new Error(fields.message), fields);
}

/**
 * The embedded database on a thread of its own: PGlite's WebAssembly runs
 * on the second core while this thread answers HTTP, each query a message
 * each way (docs/performance.md, "PGlite on a thread of its own"). Resolves
 * once PGlite has opened `folder`; throws PgliteOpenError when it cannot.
 * If the thread ever stops, every query from then on fails with why, and
 * `onLost` hears it once (not after close()).
 */
export async function openPgliteOnThread(
  folder: string,
  onLost: (error: Error) => void = () => undefined,
): Promise<PgliteConnection> {
  const data: ThreadData = { folder };
  const worker = startThread(import.meta.url, 'pgliteWorker', { workerData: data });

  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let lastId = 0;
  let stopped: Error | undefined;
  let closing = false;

  // The thread keeps the process alive only while it owes an answer, like PGlite in process.
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entry;
  };
  const send = (request: Request): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    if (pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } satisfies ToThread);
    });
  };
  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const [id, { reject }] of pending) {
      pending.delete(id);
      reject(error);
    }
    worker.unref();
    if (!closing) onLost(error);
  };

  await new Promise<void>((opened, failed) => {
    worker.on('message', (message: FromThread) => {
      switch (message.kind) {
        case 'ready':
          return opened();
        case 'failed':
          return failed(new PgliteOpenError(message.message));
        case 'answer':
          return settle(message.id)?.resolve(message.value);
        case 'error':
          return settle(message.id)?.reject(databaseError(message.error));
        case 'notice':
          for (const onNotice of listeners.get(message.channel) ?? []) onNotice(message.payload);
          return;
      }
    });
    worker.on('error', (error) => {
      failed(error);
      stop(new Error(`The embedded database's thread failed: ${error.message}`));
    });
    worker.on('exit', (code) => {
      failed(new PgliteOpenError(`The database thread ended (exit code ${code}).`));
      stop(new Error(`The embedded database's thread ended (exit code ${code}).`));
    });
  }).catch(async (error: unknown) => {
    closing = true;
    await worker.terminate();
    throw error;
  });
  worker.unref();

  // async: a query the thread cannot take is refused as a rejection, like any other.
  const query =
    (tx: number | undefined) =>
    async <T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
      (await send({
        kind: 'query',
        sql,
        params,
        shape: shapeOf(options),
        ...(tx ? { tx } : {}),
      })) as Results<T>;
  const exec = (tx: number | undefined) => async (sql: string, options?: QueryOptions) => {
    shapeOf(options);
    return (await send({ kind: 'exec', sql, ...(tx ? { tx } : {}) })) as Results[];
  };

  return {
    query: query(undefined),
    exec: exec(undefined),
    async transaction(callback) {
      const tx = (await send({ kind: 'begin' })) as number;
      let closed = false;
      const end = (commit: boolean) => {
        closed = true;
        return send({ kind: 'end', tx, commit }).then(() => undefined);
      };
      const queryInTx = query(tx);
      const execInTx = exec(tx);
      const handle: PgliteTransaction = {
        query: (sql, params, options) => {
          if (closed) return Promise.reject(new Error('Transaction is closed'));
          return queryInTx(sql, params, options);
        },
        exec: (sql, options) => {
          if (closed) return Promise.reject(new Error('Transaction is closed'));
          return execInTx(sql, options);
        },
        rollback: () => end(false),
        get closed() {
          return closed;
        },
      };
      let result;
      try {
        result = await callback(handle);
      } catch (error) {
        if (!closed) await end(false).catch(() => undefined);
        throw error;
      }
      if (!closed) await end(true);
      return result;
    },
    async listen(channel, onNotice) {
      const known = listeners.get(channel);
      if (known) return void known.add(onNotice);
      listeners.set(channel, new Set([onNotice]));
      await send({ kind: 'listen', channel });
    },
    async close() {
      if (stopped) return;
      const ended = new Promise((resolve) => worker.once('exit', resolve));
      // Before asking: the thread ends right after it answers, and that end is no loss.
      closing = true;
      await send({ kind: 'close' });
      // The thread ends by itself once PGlite has closed; ended for it if it lingers.
      const lingering = setTimeout(() => void worker.terminate(), THREAD_END_WAIT_MS);
      await ended;
      clearTimeout(lingering);
    },
  };
}
