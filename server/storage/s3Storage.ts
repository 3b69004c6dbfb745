import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type FileStorage } from './fileStorage';

/** Where the bucket is and how to sign in to it (S3_* in the environment). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Garage, R2…); unset for AWS itself. */
  endpoint?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`; most self-hosted stores want it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bytes per part of a streamed upload (S3's minimum, 5 MiB, by default). */
  partSize?: number;
}

export interface S3Storage extends FileStorage {
  /** The stored length in bytes, or null when nothing is under the key (moving uploads in). */
  sizeOf(key: string): Promise<number | null>;
  /** Resolves when the bucket answers; throws an S3StorageError saying which bucket and where. */
  checkBucket(): Promise<void>;
  /** Closes the client's idle connections (at shutdown, after a test). */
  close(): void;
}

/** A call to the bucket failed; the message names the bucket and endpoint, never a key or a credential. */
export class S3StorageError extends Error {
  override name = 'S3StorageError';
}

/** S3's own limit on one DeleteObjects request, and the most keys one list answers. */
const DELETE_BATCH = 1000;
const MIN_PART_SIZE = 5 * 1024 * 1024;
/** Parts in flight at once: a streamed upload holds at most (queue + 1) × part size in memory. */
const PART_QUEUE = 2;

interface Warnings {
  warn(fields: object, message: string): void;
}

/**
 * Uploads in an S3-compatible bucket, under the same keys as on disk
 * (`userId/attachmentId`). Uploads stream in parts through lib-storage's
 * Upload; reads stream the response body as it is consumed, one byte range
 * when asked (a media player seeking).
 */
export function s3Storage(config: S3StorageConfig, log?: Warnings): S3Storage {
  const { bucket } = config;
  const where = `bucket "${bucket}"${config.endpoint ? ` at ${new URL(config.endpoint).host}` : ''}`;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Network hiccups and 5xx/throttling answers are retried with backoff; a stuck
    // connection fails within a minute rather than holding a request forever (a player
    // paused that long mid-download loses its connection and asks again with a Range).
    maxAttempts: 3,
    retryMode: 'standard',
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 60_000,
      throwOnRequestTimeout: true,
      socketTimeout: 60_000,
    },
    // Only the checksums S3 requires: many S3-compatible stores reject the newer optional ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const failed = (operation: string, error: unknown): S3StorageError => {
    const message = `S3 ${operation} failed on ${where}`;
    if (error instanceof S3ServiceException) {
      // Not kept as the cause: S3's error fields can echo the access key id and the request signed.
      const status = error.$metadata.httpStatusCode ?? '?';
      return new S3StorageError(`${message}: ${error.name} (HTTP ${status}): ${error.message}`);
    }
    const reason = error instanceof Error ? error.message : String(error);
    return new S3StorageError(`${message}: ${reason}`, { cause: error });
  };

  async function getObject(key: string, range?: string) {
    assertSafeKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
    } catch (error) {
      if (isMissing(error)) return null;
      // A range starting past the end (any range of an empty file): nothing, as a file read past its end.
      if (error instanceof S3ServiceException && error.name === 'InvalidRange') return 'empty';
      throw failed('read', error);
    }
  }

  async function abortParts(key: string, uploadId: string) {
    try {
      await client.send(
        new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      // The object was never completed, so nothing is under the key either way; the
      // bucket's lifecycle rule (docs/OPERATIONS.md) clears parts left behind.
      log?.warn({ err: failed('abort of a multipart upload', error) }, 'parts left in the bucket');
    }
  }

  return {
    async put(key, bytes) {
      assertSafeKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.byteLength,
          }),
        );
      } catch (error) {
        throw failed('write', error);
      }
    },

    async putStream(key, source) {
      assertSafeKey(key);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: source },
        partSize: Math.max(config.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE),
        queueSize: PART_QUEUE,
        // Aborted below instead, so a failed abort cannot hide why the upload failed.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        // Parts are invisible until completed: aborting frees them, and nothing was stored.
        if (upload.uploadId) await abortParts(key, upload.uploadId);
        throw failed('streamed write', error);
      }
    },

    async get(key) {
      const object = await getObject(key);
      if (object === null) return null;
      if (object === 'empty' || !object.Body) return new Uint8Array();
      try {
        return await object.Body.transformToByteArray();
      } catch (error) {
        throw failed('read', error);
      }
    },

    async readStream(key, range) {
      const object = await getObject(key, range && `bytes=${range.start}-${range.end}`);
      if (object === null) return null;
      if (object === 'empty' || !object.Body) return Readable.from([]);
      if (!(object.Body instanceof Readable)) {
        // Node's SDK answers with an http.IncomingMessage; anything else is a wrong set-up.
        throw new S3StorageError(`S3 read on ${where} did not answer with a Node stream`);
      }
      return object.Body;
    },

    async remove(key) {
      assertSafeKey(key);
      try {
        // Deleting a key that is not there succeeds, as a missing file does on disk.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw failed('delete', error);
      }
    },

    async removeFolder(prefix) {
      assertSafeKey(prefix);
      try {
        // Each pass lists the first 1,000 keys left and deletes them in one request, until
        // none are left: no marker to carry across deletions, and a file uploaded meanwhile
        // goes too. The first list call (V1), which every S3-compatible store answers: s3rver
        // cannot even answer a V2 list past 1,000 keys on Node ≥ 17 (its token uses DES).
        let more = true;
        while (more) {
          const page = await client.send(
            new ListObjectsCommand({ Bucket: bucket, Prefix: `${prefix}/`, MaxKeys: DELETE_BATCH }),
          );
          const keys = (page.Contents ?? []).flatMap((object) =>
            object.Key ? [{ Key: object.Key }] : [],
          );
          if (keys.length === 0) return;
          const result = await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          const refused = result.Errors ?? [];
          if (refused.length > 0) {
            const codes = [...new Set(refused.map((error) => error.Code ?? 'unknown'))];
            throw new Error(`${refused.length} objects not deleted (${codes.join(', ')})`);
          }
          more = page.IsTruncated === true;
        }
      } catch (error) {
        throw failed('folder delete', error);
      }
    },

    async sizeOf(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw failed('size check', error);
      }
    },

    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw failed('bucket check', error);
      }
    },

    close() {
      client.destroy();
    },
  };
}

/** NoSuchKey from GET, NotFound from HEAD; a missing bucket (NoSuchBucket) is an error, not null. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}
