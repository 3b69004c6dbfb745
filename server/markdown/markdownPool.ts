import { Piscina } from 'piscina';
import { threadScript } from '../threads/threadScript';
import { createTurns } from '../threads/turns';
import { payloadTooLarge, unavailable, unprocessable } from '../errors';
import {
  MARKDOWN_PARSE_BUDGET_MS,
  MARKDOWN_THREADS,
  MAX_DOCUMENT_DEPTH,
  MAX_MARKDOWN_BYTES,
  MAX_WAITING_MARKDOWN_BYTES,
  MAX_WAITING_PARSES,
  PARSE_THREAD_HEAP_MB,
} from './markdownLimits';
import type { ParseOutcome } from './markdownWorker';
import type { PreparedBody } from '../notes/noteDocument';

export interface MarkdownPoolOptions {
  threads?: number;
  budgetMs?: number;
  maxBytes?: number;
  maxWaitingBytes?: number;
}

/** Reads Markdown on worker threads, within a size, time and depth budget. */
export interface MarkdownPool {
  /**
   * The Markdown as a note body (Yjs update and projection). Throws 413 past the size budget, 422
   * past the time or depth budget (the thread is ended and replaced), 503
   * when too many parses are already waiting for a thread.
   */
  parse(source: string): Promise<Required<PreparedBody>>;
  /** Resolves once a thread has started (and loaded the parser). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** How long a parse waits for a thread to start before the server gives up (503). */
const THREAD_START_TIMEOUT_MS = 60_000;
/** A thread unused this long ends; the next note starts one again (a fraction of a second). */
const THREAD_IDLE_MS = 60_000;

export function createMarkdownPool({
  threads = MARKDOWN_THREADS,
  budgetMs = MARKDOWN_PARSE_BUDGET_MS,
  maxBytes = MAX_MARKDOWN_BYTES,
  maxWaitingBytes = MAX_WAITING_MARKDOWN_BYTES,
}: MarkdownPoolOptions = {}): MarkdownPool {
  const { filename, execArgv } = threadScript(import.meta.url, 'markdownWorker');
  // No thread until a note needs one, and none kept once idle: each holds its own V8 heap.
  const piscina = new Piscina<string, ParseOutcome>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: THREAD_IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: PARSE_THREAD_HEAP_MB },
  });

  // A parse's time budget starts once a thread has loaded the parser, so a
  // thread starting (the first note, one after an idle spell, or one replacing
  // a thread that ran out of time) is not counted against the Markdown.
  // Piscina loads a thread's code on its first task: an empty parse does that.
  let warming: Promise<void> | undefined;
  const threadStarted = (): Promise<void> => {
    if (!warming && piscina.threads.length > 0) return Promise.resolve();
    warming ??= piscina
      .run('', { signal: AbortSignal.timeout(THREAD_START_TIMEOUT_MS) })
      .then(() => undefined)
      .finally(() => (warming = undefined));
    return warming;
  };

  // One parse per thread at a time, so each one's budget counts its own parse only.
  const turns = createTurns({
    slots: threads,
    maxWaiting: MAX_WAITING_PARSES,
    maxWaitingWeight: maxWaitingBytes,
    busyMessage: 'The server is busy reading other notes. Please try again in a moment.',
  });

  const run = (source: string, bytes: number): Promise<ParseOutcome> =>
    turns.run(async () => {
      try {
        await threadStarted().catch(() => {
          throw unavailable('The server cannot read Markdown right now. Please try again later.');
        });
        return await piscina.run(source, { signal: AbortSignal.timeout(budgetMs) });
      } catch (error) {
        if (!isOutOfBudget(error)) throw error;
        throw unprocessable(
          `This Markdown took too long to read (more than ${budgetMs / 1000} s). Long runs of brackets, asterisks or links usually cause this: split the note, or remove or escape (\\) those characters.`,
        );
      }
    }, bytes);

  return {
    async parse(source) {
      const bytes = Buffer.byteLength(source, 'utf8');
      if (bytes > maxBytes) {
        throw payloadTooLarge(
          `This Markdown is ${megabytes(bytes)}; a note can hold at most ${megabytes(maxBytes)}. Split it into several notes.`,
        );
      }
      const outcome = await run(source, bytes);
      if (!outcome.ok) {
        throw unprocessable(
          `This Markdown is nested too deeply (more than ${MAX_DOCUMENT_DEPTH} levels of lists or quotes). Flatten the nesting and try again.`,
        );
      }
      return outcome.body;
    },
    ready: threadStarted,
    close: () => piscina.close({ force: true }),
  };
}

/** Out of time (the thread is ended) or out of memory (the thread died). */
const isOutOfBudget = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'AbortError' ||
    (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY');

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

let shared: MarkdownPool | undefined;

/** Starts a thread of the shared pool now (tests do, before timing anything); resolves once it is ready. */
export function startMarkdownPool(): Promise<void> {
  shared ??= createMarkdownPool();
  return shared.ready();
}

/** Markdown from clients goes through this one pool (started on first use if not before). */
export function parseUntrustedMarkdown(source: string): Promise<Required<PreparedBody>> {
  shared ??= createMarkdownPool();
  return shared.parse(source);
}

/** Ends the shared pool's threads (at shutdown). */
export async function closeMarkdownPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
