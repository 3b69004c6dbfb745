import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from './s3Storage';

/** s3rver accepts any request signed with these. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  /** A bucket on it, empty at start. */
  config: S3StorageConfig;
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port of this machine, its
 * files in a temporary folder, with one bucket. Tests speak S3 to it exactly
 * as the app speaks to AWS, MinIO or any other store.
 */
export async function startS3TestServer(bucket = 'inkling-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'inkling-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: process.env.S3RVER_LOG !== '1',
    directory,
    configureBuckets: [{ name: bucket }],
  });
  serialiseDeletes(server);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver answers one DeleteObjects request by deleting its objects all at
 * once, and each deletion removes its folder when it looks empty: they race
 * (ENOENT, answered as a 500). S3 itself has no folders to race on; deleting
 * one object after another gives the answer S3 would.
 */
function serialiseDeletes(server: S3rver): void {
  const { store } = server;
  const deleteObject = store.deleteObject.bind(store);
  let previous: Promise<unknown> = Promise.resolve();
  store.deleteObject = (bucket, key) => {
    const next = previous.then(() => deleteObject(bucket, key));
    previous = next.catch(() => undefined);
    return next;
  };
}
