import type { Worker as ThreadWorker } from 'node:worker_threads';
import type { OcrLanguageCode } from '@common/schemas/ocr';
import type { Page, Worker } from 'tesseract.js';
import { AppError, unavailable, unprocessable } from '../errors';
import type { Logger } from '../logger';
import type { OcrLanguages } from './ocrLanguages';

/*
 * Text recognition on a few tesseract.js workers (each a worker thread
 * running tesseract's WebAssembly), so the event loop never reads a photo.
 * A worker reads one language and is made when a photo in that language
 * first needs it; it is ended after `recycleAfter` photos (tesseract's heap
 * only grows) or when idle, and at once when a photo runs past its time.
 * Photos beyond the free workers wait in order; past `maxWaiting` a request
 * is refused with 503 and Retry-After, while background jobs (few, one per
 * user) always wait their turn.
 */

export interface OcrPoolOptions {
  languages: OcrLanguages;
  logger: Logger;
  /** Workers reading at once (OCR_WORKERS): 1–2 on a two-core machine. */
  workers?: number;
  /** Photos a request may wait behind before the server answers 503. */
  maxWaiting?: number;
  /** One photo's recognition, once its worker is ready (OCR_TIMEOUT_SECONDS). */
  timeLimitMs?: number;
  /** A worker is replaced after this many photos. */
  recycleAfter?: number;
  /** An unused worker ends after this long (its memory is given back). */
  idleMs?: number;
}

export interface RecogniseOptions {
  /** 0–1 as tesseract reads the photo. */
  onProgress?: ((fraction: number) => void) | undefined;
  /** A background job's photo: waits however long the queue is. */
  background?: boolean;
}

export interface OcrPoolStats {
  /** Workers alive now. */
  workers: number;
  waiting: number;
  /** Workers made since the pool started. */
  started: number;
  recognised: number;
}

export interface OcrPool {
  /** Tesseract's page (blocks with paragraphs, lines and words) for a prepared photo. */
  recognise(image: Buffer, language: OcrLanguageCode, options?: RecogniseOptions): Promise<Page>;
  stats(): OcrPoolStats;
  close(): Promise<void>;
}

/** The pool is full: 503 with a hint of when to come back. */
export class OcrBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      503,
      'UNAVAILABLE',
      'The server is busy reading other photos. Please try again in a minute.',
    );
  }
}

const WORKER_START_MS = 60_000;

interface Slot {
  worker: Worker | null;
  language: OcrLanguageCode | null;
  photos: number;
  busy: boolean;
  idleTimer: NodeJS.Timeout | null;
  /** The photo this slot is reading: where progress and a thread's death go. */
  current: {
    onProgress?: ((fraction: number) => void) | undefined;
    fail: (error: Error) => void;
  } | null;
}

/** tesseract.js keeps its thread on the worker object without typing it. */
const threadOf = (worker: Worker) => (worker as Worker & { worker?: ThreadWorker }).worker;

export function createOcrPool({
  languages,
  logger,
  workers = 1,
  maxWaiting = 8,
  timeLimitMs = 60_000,
  recycleAfter = 40,
  idleMs = 120_000,
}: OcrPoolOptions): OcrPool {
  const log = logger.child({ module: 'ocr' });
  const slots: Slot[] = Array.from({ length: Math.max(1, workers) }, () => ({
    worker: null,
    language: null,
    photos: 0,
    busy: false,
    idleTimer: null,
    current: null,
  }));
  const waiting: { resolve: (slot: Slot) => void; reject: (error: Error) => void }[] = [];
  let closed = false;
  let started = 0;
  let recognised = 0;
  /** Mean seconds per photo so far, for Retry-After. */
  let meanSeconds = 5;

  const endWorker = (slot: Slot): Promise<unknown> => {
    const worker = slot.worker;
    slot.worker = null;
    slot.language = null;
    slot.photos = 0;
    return worker ? worker.terminate().catch(() => undefined) : Promise.resolve();
  };

  const takeSlot = (background: boolean): Promise<Slot> => {
    if (closed) return Promise.reject(unavailable('The server is shutting down.'));
    const free = slots.find((slot) => !slot.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    if (!background && waiting.length >= maxWaiting) {
      const seconds = Math.ceil(((waiting.length + 1) * meanSeconds) / slots.length);
      return Promise.reject(new OcrBusyError(Math.max(1, seconds)));
    }
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  };

  const releaseSlot = (slot: Slot) => {
    slot.current = null;
    if (slot.worker && slot.photos >= recycleAfter) void endWorker(slot);
    const next = waiting.shift();
    if (next) return next.resolve(slot);
    slot.busy = false;
    if (slot.worker) {
      slot.idleTimer = setTimeout(() => {
        if (!slot.busy) void endWorker(slot);
      }, idleMs);
      slot.idleTimer.unref();
    }
  };

  /** A worker for `language` in this slot: the one there, or a new one. */
  const workerFor = async (slot: Slot, language: OcrLanguageCode): Promise<Worker> => {
    if (slot.worker && slot.language === language) return slot.worker;
    await endWorker(slot);
    const langPath = languages.dataFolder(language);
    // Never start a worker without local data: it would go to a CDN, and its failure ends the process.
    if (!langPath) throw unavailable('This language is not installed on the server.');
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('start timed out')), WORKER_START_MS);
    });
    try {
      // tesseract.js is loaded with the first photo read, not at start.
      const { createWorker, OEM } = await import('tesseract.js');
      const worker = await Promise.race([
        createWorker(language, OEM.LSTM_ONLY, {
          langPath,
          gzip: true,
          cacheMethod: 'none',
          logger: (message) => {
            if (message.status === 'recognizing text')
              slot.current?.onProgress?.(Math.min(1, Math.max(0, message.progress)));
          },
          // A job tesseract rejects is reported to its own promise; without a handler it would throw.
          errorHandler: (error: unknown) =>
            log.warn({ error: String(error).slice(0, 200) }, 'a tesseract job failed'),
        }),
        deadline,
      ]);
      started++;
      const thread = threadOf(worker);
      const died = (reason: string) => () => {
        if (slot.worker !== worker) return;
        log.error({ reason }, 'a tesseract worker stopped');
        slot.worker = null;
        slot.current?.fail(
          unprocessable('This photo could not be read. Try a smaller or clearer photo.'),
        );
      };
      thread?.on('error', died('error'));
      thread?.on('exit', died('exit'));
      slot.worker = worker;
      slot.language = language;
      slot.photos = 0;
      return worker;
    } catch (error) {
      log.error(
        { err: error instanceof Error ? error.message : 'unknown' },
        'a tesseract worker did not start',
      );
      throw unavailable('Text recognition is not available right now. Please try again later.');
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async recognise(image, language, { onProgress, background = false } = {}) {
      const slot = await takeSlot(background);
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
      const startedAt = Date.now();
      try {
        const worker = await workerFor(slot, language);
        let timer: NodeJS.Timeout | undefined;
        const stopped = new Promise<never>((_, reject) => {
          slot.current = { onProgress, fail: reject };
          timer = setTimeout(() => {
            // The thread is ended: nothing else stops WebAssembly mid-page.
            void endWorker(slot);
            reject(
              unprocessable(
                `This photo took too long to read (more than ${Math.round(timeLimitMs / 1000)} s). Crop it to the text, or send a smaller photo.`,
              ),
            );
          }, timeLimitMs);
        });
        try {
          const { data } = await Promise.race([
            worker.recognize(image, {}, { text: false, blocks: true }),
            stopped,
          ]);
          slot.photos++;
          recognised++;
          meanSeconds = meanSeconds * 0.8 + ((Date.now() - startedAt) / 1000) * 0.2;
          return data;
        } catch (error) {
          // Whatever went wrong, the next photo gets a fresh worker.
          void endWorker(slot);
          throw error;
        } finally {
          clearTimeout(timer);
        }
      } finally {
        releaseSlot(slot);
      }
    },
    stats: () => ({
      workers: slots.filter((slot) => slot.worker).length,
      waiting: waiting.length,
      started,
      recognised,
    }),
    async close() {
      closed = true;
      for (const waiter of waiting.splice(0))
        waiter.reject(unavailable('The server is shutting down.'));
      for (const slot of slots) if (slot.idleTimer) clearTimeout(slot.idleTimer);
      await Promise.all(slots.map(endWorker));
    },
  };
}
