import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage, type FileStorage } from './fileStorage';
import { s3Storage, type S3Storage } from './s3Storage';
import { startS3TestServer, type S3TestServer } from './s3TestServer';
import { inPgliteProject } from '../test/testProjects';

/** Every backend keeps the same promises: one contract, run against the disk and a real S3 server. */
interface Backend {
  name: string;
  start(): Promise<{ storage: FileStorage; stop: () => Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'local disk',
    async start() {
      const root = await mkdtemp(path.join(os.tmpdir(), 'inkling-storage-'));
      return {
        storage: localDiskStorage(root),
        stop: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (s3rver)',
    async start() {
      const server: S3TestServer = await startS3TestServer();
      const storage: S3Storage = s3Storage(server.config);
      return {
        storage,
        stop: async () => {
          storage.close();
          await server.stop();
        },
      };
    },
  },
];

/** Gives `bytes` in chunks of 64 KiB, then fails: a connection dropped mid-upload. */
function failingAfter(bytes: Buffer): Readable {
  function* chunks() {
    for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
      yield bytes.subarray(offset, offset + 64 * 1024);
    }
    throw new Error('connection reset by the client');
  }
  return Readable.from(chunks());
}

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  expect(stream).not.toBeNull();
  const parts: Buffer[] = [];
  for await (const part of stream as Readable) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

const MiB = 1024 * 1024;

// No database here: the PGlite project runs this file, the PostgreSQL one need not run it again.
describe.runIf(inPgliteProject).each(backends)('FileStorage on $name', (backend) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  // Each test writes under its own prefix, so tests never see each other's files.
  let folderCount = 0;
  const folder = () => `user-${++folderCount}`;

  beforeAll(async () => {
    ({ storage, stop } = await backend.start());
  }, 30_000);
  afterAll(() => stop());

  it('stores bytes and gives them back whole, or a range of them', async () => {
    const key = `${folder()}/photo`;
    const bytes = randomBytes(1000);
    await storage.put(key, bytes);

    expect(Buffer.from((await storage.get(key))!).equals(bytes)).toBe(true);
    expect((await bytesOf(await storage.readStream(key))).equals(bytes)).toBe(true);
    const range = await bytesOf(await storage.readStream(key, { start: 10, end: 19 }));
    expect(range.equals(bytes.subarray(10, 20))).toBe(true);
    const last = await bytesOf(await storage.readStream(key, { start: 999, end: 999 }));
    expect(last.equals(bytes.subarray(999))).toBe(true);
  });

  it('replaces what was under a key', async () => {
    const key = `${folder()}/note`;
    await storage.put(key, Buffer.from('first'));
    await storage.put(key, Buffer.from('second'));
    expect(await text((await storage.readStream(key))!)).toBe('second');
  });

  it('gives an empty file back empty, and nothing for a range past the end', async () => {
    const empty = `${folder()}/empty`;
    await storage.put(empty, new Uint8Array());
    expect((await storage.get(empty))?.length).toBe(0);
    expect((await bytesOf(await storage.readStream(empty))).length).toBe(0);

    const short = `${folder()}/short`;
    await storage.put(short, Buffer.from('0123456789'));
    expect((await bytesOf(await storage.readStream(short, { start: 10, end: 20 }))).length).toBe(0);
  });

  it('answers null for a key with nothing under it, and removing it is no error', async () => {
    const key = `${folder()}/never-stored`;
    expect(await storage.get(key)).toBeNull();
    expect(await storage.readStream(key)).toBeNull();
    expect(await storage.readStream(key, { start: 0, end: 10 })).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.removeFolder(folder())).resolves.toBeUndefined();
  });

  it('streams a recording larger than one upload part in, and seeks in it', async () => {
    const key = `${folder()}/recording`;
    // Three parts of S3's 5 MiB minimum, the last one short.
    const bytes = randomBytes(12 * MiB + 123);
    await storage.putStream(
      key,
      Readable.from([bytes.subarray(0, 7 * MiB), bytes.subarray(7 * MiB)]),
    );

    expect((await bytesOf(await storage.readStream(key))).equals(bytes)).toBe(true);
    const across = { start: 5 * MiB - 10, end: 10 * MiB + 10 };
    const range = await bytesOf(await storage.readStream(key, across));
    expect(range.equals(bytes.subarray(across.start, across.end + 1))).toBe(true);
  }, 60_000);

  it('streams a small file in', async () => {
    const key = `${folder()}/memo`;
    await storage.putStream(
      key,
      Readable.from([Buffer.from('a short '), Buffer.from('recording')]),
    );
    expect(await text((await storage.readStream(key))!)).toBe('a short recording');
  });

  it.each([
    ['within the first part', 100 * 1024],
    ['after a whole part was sent', 6 * MiB],
  ])(
    'leaves nothing under the key when the stream fails %s',
    async (_, sent) => {
      const key = `${folder()}/broken`;
      await expect(storage.putStream(key, failingAfter(randomBytes(sent)))).rejects.toThrow();
      expect(await storage.get(key)).toBeNull();
      expect(await storage.readStream(key)).toBeNull();
    },
    60_000,
  );

  it("removes a folder of more than 1,000 files, and only that folder's", async () => {
    const doomed = folder();
    const kept = folder();
    const keys = Array.from({ length: 1003 }, (_, index) => `${doomed}/file-${index}`);
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(
        keys.slice(start, start + 50).map((key) => storage.put(key, Buffer.from(key))),
      );
    }
    await storage.put(`${doomed}/nested/deeper`, Buffer.from('also goes'));
    await storage.put(`${kept}/file-1`, Buffer.from('stays'));
    // A key that merely starts with the same letters is another folder.
    await storage.put(`${doomed}x/file-1`, Buffer.from('stays too'));

    await storage.removeFolder(doomed);

    for (const key of [keys[0]!, keys[999]!, keys[1002]!, `${doomed}/nested/deeper`]) {
      expect(await storage.get(key)).toBeNull();
    }
    expect(await text((await storage.readStream(`${kept}/file-1`))!)).toBe('stays');
    expect(await text((await storage.readStream(`${doomed}x/file-1`))!)).toBe('stays too');
  }, 120_000);

  it.each(['../escape', '/absolute', 'a/../b', 'a//b', 'a/b/', 'with space', 'dot.dot', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(storage.putStream(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.readStream(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.removeFolder(key)).rejects.toThrow(/invalid storage key/);
    },
  );
});
