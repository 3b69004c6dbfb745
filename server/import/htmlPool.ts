import { Piscina } from 'piscina';
import { threadScript } from '../threads/threadScript';
import type { HtmlResult, HtmlTask } from './importWorker';

/** Heap of the import thread: one note's HTML and its DOM at a time. */
const IMPORT_THREAD_HEAP_MB = 256;

/** Why one note's HTML could not be converted, in words for the report. */
export class HtmlConversionError extends Error {
  override name = 'HtmlConversionError';
}

let shared: Piscina<HtmlTask, HtmlResult> | undefined;

function pool(): Piscina<HtmlTask, HtmlResult> {
  const { filename, execArgv } = threadScript(import.meta.url, 'importWorker');
  // One thread: imports run one at a time; it is started on the first import and kept.
  shared ??= new Piscina<HtmlTask, HtmlResult>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: IMPORT_THREAD_HEAP_MB },
  });
  return shared;
}

/**
 * HTML (or Evernote's ENML) as Markdown, on the import thread. Past the time
 * budget the thread is ended and the note fails with a reason; the first
 * call also waits for the thread to start, which the budget leaves out.
 */
export async function convertHtml(task: HtmlTask, budgetMs: number): Promise<HtmlResult> {
  const threads = pool();
  if (threads.threads.length === 0) await threads.run({ html: '', enml: false });
  try {
    return await threads.run(task, { signal: AbortSignal.timeout(budgetMs) });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError')
      throw new HtmlConversionError(
        `its HTML took too long to convert (more than ${budgetMs / 1000} s)`,
      );
    if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new HtmlConversionError('its HTML is too large to convert');
    throw new HtmlConversionError('its HTML could not be converted');
  }
}

/** Ends the import thread (at shutdown). */
export async function closeHtmlPool(): Promise<void> {
  const threads = shared;
  shared = undefined;
  await threads?.close({ force: true });
}
