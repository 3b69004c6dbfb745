import path from 'node:path';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { localDiskStorage, type FileStorage } from './fileStorage';
import type { S3StorageConfig } from './s3Storage';

/** The bucket named by S3_BUCKET did not answer at start; the message says which and why. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

export type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The bucket and how to reach it, as the S3_* variables say. */
export function s3ConfigOf(env: StorageEnv, bucket: string): S3StorageConfig {
  return {
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/**
 * Where this server keeps uploads: the S3-compatible bucket when S3_BUCKET is
 * set (checked once here, so a wrong bucket stops the start rather than the
 * first upload), else DATA_DIR/uploads.
 */
export async function openFileStorage(env: StorageEnv, logger: Logger): Promise<FileStorage> {
  if (!env.S3_BUCKET) return localDiskStorage(path.join(env.DATA_DIR, 'uploads'));
  // Loaded only here: the AWS SDK costs ~20 MiB of memory a server on local disk never needs.
  const { s3Storage, S3StorageError } = await import('./s3Storage');
  const storage = s3Storage(s3ConfigOf(env, env.S3_BUCKET), logger);
  try {
    await storage.checkBucket();
  } catch (error) {
    storage.close();
    if (error instanceof S3StorageError) {
      throw new StorageUnavailableError(
        `Cannot keep attachments in S3 (S3_BUCKET): ${error.message}. Check S3_ENDPOINT, the keys and that the bucket exists.`,
      );
    }
    throw error;
  }
  const endpoint = env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT).host : 'AWS';
  logger.info({ bucket: env.S3_BUCKET, endpoint }, 'attachments are kept in S3');
  return storage;
}
