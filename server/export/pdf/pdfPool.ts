import { Piscina } from 'piscina';
import { threadScript } from '../../threads/threadScript';
import { createTurns } from '../../threads/turns';
import { unprocessable } from '../../errors';
import { knownContent } from '../../notes/noteDocument';
import type { KnownNames, PdfJob } from './pdfWorker';

/** Time from handing a note to the pool to its PDF (422 past it); the thread is ended. */
export const PDF_BUDGET_MS = 20_000;
/** Threads making PDFs: the event loop never lays a document out. */
const PDF_THREADS = 1;
/** Notes waiting for a thread before the server answers 503 instead of queueing more. */
const MAX_WAITING_PDFS = 4;
/** A PDF thread's heap: fonts, the note's images and the layout; a runaway note ends its thread only. */
const PDF_THREAD_HEAP_MB = 512;
/**
 * The thread ends as soon as no PDF waits: a note is exported as PDF now and then, and an idle
 * thread held ~15 MiB for a minute after each. Starting one again costs the next export ~150 ms
 * (a note's PDF: ~200 ms with the start, ~55 without; docs/performance.md, "The PDF thread
 * ends with its last PDF"). PDFs asked for together share the thread.
 */
const IDLE_MS = 0;

export interface PdfPoolOptions {
  threads?: number;
  budgetMs?: number;
  maxWaiting?: number;
}

export interface PdfPool {
  /** The note as PDF bytes; 422 past the time budget, 503 when too many notes wait. */
  render(input: PdfJob): Promise<Uint8Array>;
  /** Threads alive now and started so far: what the pool holds, and how often it paid a start. */
  threads(): { alive: number; started: number };
  close(): Promise<void>;
}

export function createPdfPool({
  threads = PDF_THREADS,
  budgetMs = PDF_BUDGET_MS,
  maxWaiting = MAX_WAITING_PDFS,
}: PdfPoolOptions = {}): PdfPool {
  const { filename, execArgv } = threadScript(import.meta.url, 'pdfWorker');
  const piscina = new Piscina<PdfJob, Uint8Array>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: PDF_THREAD_HEAP_MB },
    // What a body may hold, given to each thread as it starts: it loads no schema itself.
    workerData: {
      nodes: [...knownContent.nodes],
      marks: [...knownContent.marks],
    } satisfies KnownNames,
  });

  let started = 0;
  piscina.on('workerCreate', () => (started += 1));

  // One PDF per thread at a time, so each one's budget counts its own document only.
  const turns = createTurns({
    slots: threads,
    maxWaiting,
    busyMessage: 'The server is busy making other PDFs. Please try again in a moment.',
  });

  return {
    render: (input) =>
      turns.run(async () => {
        try {
          return await piscina.run(input, { signal: AbortSignal.timeout(budgetMs) });
        } catch (error) {
          if (!isOutOfBudget(error)) throw error;
          throw unprocessable(
            `This note took too long to turn into a PDF (more than ${budgetMs / 1000} s). Export it as Markdown or plain text, or split it into smaller notes.`,
          );
        }
      }),
    threads: () => ({ alive: piscina.threads.length, started }),
    close: () => piscina.close({ force: true }),
  };
}

/** Out of time (the thread is ended) or out of memory (the thread died). */
const isOutOfBudget = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'AbortError' ||
    (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY');

let shared: PdfPool | undefined;

/** Every PDF export goes through this one pool (started on first use). */
export function renderNotePdf(input: PdfJob): Promise<Uint8Array> {
  shared ??= createPdfPool();
  return shared.render(input);
}

/** Ends the shared pool's threads (at shutdown). */
export async function closePdfPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
