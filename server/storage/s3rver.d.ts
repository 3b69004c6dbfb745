// s3rver ships no types: what the tests' local S3 stand-in uses of it.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port; run() answers with the one taken. */
    port?: number;
    silent?: boolean;
    /** Where the buckets' files are kept. */
    directory: string;
    resetOnClose?: boolean;
    /** Buckets created before the server listens. */
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** Where s3rver keeps objects (its filesystem store). */
  interface S3rverStore {
    deleteObject(bucket: string, key: string): Promise<void>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    store: S3rverStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
