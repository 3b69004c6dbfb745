import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { ImportRouteOptions } from '../routes/import/import';
import type { FileStorage } from '../storage/fileStorage';
import { defaultUploadLimits, type UploadLimits } from '../storage/uploadQuota';
import { ImportRunner } from './importJobs';
import { defaultImportLimits, type ImportLimits } from './importLimits';

/**
 * The import runner and its settings for one app. A server passes its own
 * (temporary files under DATA_DIR, limits from the environment); API tests
 * get the defaults, with uploads under the system's temporary folder.
 */
export function createImports(options: {
  database: Database;
  storage: FileStorage;
  uploadLimits?: UploadLimits | undefined;
  logger: Logger;
  tempDir?: string;
  limits?: Partial<ImportLimits>;
}): ImportRouteOptions {
  const limits = { ...defaultImportLimits, ...options.limits };
  const runner = new ImportRunner({
    db: options.database.db,
    storage: options.storage,
    quotaBytes: (options.uploadLimits ?? defaultUploadLimits).quotaBytes,
    limits,
    logger: options.logger,
  });
  return {
    runner,
    tempDir: options.tempDir ?? path.join(os.tmpdir(), 'inkling-import'),
    maxUploadBytes: limits.maxUploadBytes,
  };
}
