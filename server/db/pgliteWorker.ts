/**
 * The thread that owns the embedded database (server/db/pgliteOnThread.ts
 * starts it): PGlite's WebAssembly runs here, on the second core, while the
 * main thread parses and answers HTTP. It runs what it is sent in the order
 * it arrives, as PGlite does for the queries of one process: a query outside
 * a transaction waits for the open one to end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { openPgliteIn, tunePglite } from './pgliteSetup';
import type {
  ErrorFields,
  FromThread,
  QueryShape,
  ThreadData,
  ToThread,
} from './pgliteThreadProtocol';

if (!parentPort) throw new Error('pgliteWorker runs as a worker thread.');
const port = parentPort;
const post = (message: FromThread) => port.postMessage(message);

/** An open transaction: its handle, and how to end it. */
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => Promise<void>;
}

const keepText = (value: unknown) => value;

function optionsOf(shape: QueryShape): QueryOptions {
  return {
    ...(shape.rowMode ? { rowMode: shape.rowMode } : {}),
    ...(shape.paramTypes ? { paramTypes: shape.paramTypes } : {}),
    ...(shape.textTypes
      ? { parsers: Object.fromEntries(shape.textTypes.map((type) => [type, keepText])) }
      : {}),
  };
}

const errorFieldNames = [
  'name',
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

function fieldsOf(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message };
  const source = error as unknown as Record<string, unknown>;
  for (const name of errorFieldNames)
    if (typeof source[name] === 'string') fields[name] = source[name];
  return fields;
}

/** Opens a transaction and resolves once BEGIN has run; `end` commits or rolls back. */
function begin(client: PGlite): Promise<OpenTransaction> {
  return new Promise((opened, failed) => {
    let decide: (commit: boolean) => void = () => undefined;
    const decision = new Promise<boolean>((resolve) => (decide = resolve));
    const ended = client.transaction(async (tx) => {
      opened({
        tx,
        end: async (commit) => {
          decide(commit);
          await ended;
        },
      });
      if (!(await decision)) await tx.rollback();
    });
    // BEGIN itself failing: nothing was opened.
    ended.catch(failed);
  });
}

function serve(client: PGlite): void {
  const transactions = new Map<number, OpenTransaction>();
  let lastTransaction = 0;
  const target = (tx: number | undefined) => {
    if (tx === undefined) return client;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };

  const run = async (request: ToThread): Promise<unknown> => {
    switch (request.kind) {
      case 'query':
        return target(request.tx).query(request.sql, request.params, optionsOf(request.shape));
      case 'exec':
        return target(request.tx).exec(request.sql);
      case 'begin': {
        const number = ++lastTransaction;
        transactions.set(number, await begin(client));
        return number;
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('Transaction is closed');
        transactions.delete(request.tx);
        return open.end(request.commit);
      }
      case 'listen':
        await client.listen(request.channel, (payload) =>
          post({ kind: 'notice', channel: request.channel, payload }),
        );
        return undefined;
      case 'close':
        await client.close();
        return undefined;
    }
  };

  port.on('message', (request: ToThread) => {
    run(request).then(
      (value) => {
        post({ kind: 'answer', id: request.id, value });
        // Closed: nothing keeps the thread now, and it ends as a program does ('exit' runs).
        if (request.kind === 'close') port.close();
      },
      (error: unknown) => post({ kind: 'error', id: request.id, error: fieldsOf(error) }),
    );
  });
}

const { folder } = workerData as ThreadData;
openPgliteIn(folder).then(
  (client) => {
    tunePglite(client);
    serve(client);
    post({ kind: 'ready' });
  },
  (error: unknown) => post({ kind: 'failed', message: fieldsOf(error).message }),
);
