import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { streamToFile } from './streamToFile';

/**
 * Where uploaded bytes live: local disk by default (localDiskStorage), or an
 * S3-compatible bucket (s3Storage, when S3_BUCKET is set) for servers that
 * share no disk. Nothing else touches the stored files.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores what the stream gives as it comes, never holding it all in memory
   * (a recording of up to 100 MB). A failed stream leaves nothing under the key.
   */
  putStream(key: string, source: Readable): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /**
   * The bytes as a stream, read as they are consumed (the account export,
   * a media player), or null when nothing is stored. `range` limits it to the
   * bytes `start` to `end`, both included (an HTTP Range request).
   */
  readStream(key: string, range?: StoredByteRange): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a user's uploads). */
  removeFolder(prefix: string): Promise<void>;
}

/** Byte offsets from 0, both ends included, as in `Content-Range`. */
export interface StoredByteRange {
  start: number;
  end: number;
}

const safeKey = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/**
 * Throws unless the key is segments of letters, digits, `_` and `-` joined by
 * `/`: no `..`, no leading slash, nothing a backend could read as a path out
 * of its folder or bucket prefix. Every backend checks every key with it.
 */
export function assertSafeKey(key: string): void {
  if (!safeKey.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** Files under a folder (DATA_DIR/uploads); keys are checked so none can leave it. */
export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async putStream(key, source) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await streamToFile(source, file);
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(resolve(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async readStream(key, range) {
      try {
        // Opened first, so a missing file is null here rather than an error mid-stream.
        const handle = await open(resolve(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async removeFolder(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}
