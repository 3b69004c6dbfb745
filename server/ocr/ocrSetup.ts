import os from 'node:os';
import path from 'node:path';
import type { BillingConfig } from '../billing/config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/fileStorage';
import { defaultUploadLimits, type UploadLimits } from '../storage/uploadQuota';
import { findOcrLanguages, type OcrLanguages } from './ocrLanguages';
import { createOcrPool, type OcrPool, type OcrPoolOptions } from './ocrPool';
import { PhotoJobRunner } from './photoJobs';

/** Photo to note in one app: the languages, the recognisers, the jobs, and where uploads wait. */
export interface Ocr {
  languages: OcrLanguages;
  pool: OcrPool;
  jobs: PhotoJobRunner;
  /** Photos wait here while they are read (DATA_DIR/ocr-tmp on a server, emptied at start). */
  tempDir: string;
  /** Photo uploads per user per minute (UPLOADS_PER_MINUTE). */
  uploadsPerMinute: number;
  quotaBytes: number;
  /** Ends the recognisers (at shutdown; tests after their last photo). */
  close(): Promise<void>;
}

export interface OcrOptions {
  database: Database;
  storage: FileStorage;
  billing: BillingConfig;
  uploadLimits?: UploadLimits | undefined;
  logger: Logger;
  /** The installed languages; found from node_modules otherwise. */
  languages?: OcrLanguages;
  /** Workers, queue and time limit (OCR_WORKERS, OCR_QUEUE, OCR_TIMEOUT_SECONDS). */
  pool?: Omit<OcrPoolOptions, 'languages' | 'logger'>;
  tempDir?: string;
}

/**
 * Photo to note for one app. Recognisers start on the first photo, so an
 * app that reads none (most API tests) never starts a worker thread.
 */
export function createOcr(options: OcrOptions): Ocr {
  const limits = options.uploadLimits ?? defaultUploadLimits;
  const languages = options.languages ?? findOcrLanguages();
  const pool = createOcrPool({ ...options.pool, languages, logger: options.logger });
  const jobs = new PhotoJobRunner({
    db: options.database.db,
    storage: options.storage,
    quotaBytes: limits.quotaBytes,
    billing: options.billing,
    pool,
    logger: options.logger,
  });
  return {
    languages,
    pool,
    jobs,
    tempDir: options.tempDir ?? path.join(os.tmpdir(), 'inkling-ocr'),
    uploadsPerMinute: limits.perMinute,
    quotaBytes: limits.quotaBytes,
    close: () => pool.close(),
  };
}
