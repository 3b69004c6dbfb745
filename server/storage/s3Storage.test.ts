import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Attachment } from '@common/schemas/attachments';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { speechLike, wav } from '../audio/testAudio';
import { buildUser, onePixelPng, withCookie, type TestUser } from '../test/factories';
import { getTestDatabase, getTestServer, type TestServer } from '../test/support';
import { sendRecording } from '../voice/voiceTestSupport';
import { s3Storage, S3StorageError, type S3Storage } from './s3Storage';
import { startS3TestServer, type S3TestServer } from './s3TestServer';

/*
 * What only the S3 backend does (the behaviour both backends share is in
 * fileStorage.test.ts): the bucket check at start, errors that say where
 * without saying secrets, and the app serving uploads from a bucket.
 */

let s3: S3TestServer;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = s3Storage(s3.config);
  await getTestDatabase();
}, 60_000);
afterAll(async () => {
  storage.close();
  await s3.stop();
});

describe('s3Storage', () => {
  it('finds its bucket at start', async () => {
    await expect(storage.checkBucket()).resolves.toBeUndefined();
  });

  it('names the bucket and endpoint of a missing bucket, never the secret', async () => {
    const elsewhere = s3Storage({
      ...s3.config,
      bucket: 'no-such-bucket',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER-secret-of-the-test' },
    });
    try {
      const error = await elsewhere.checkBucket().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(S3StorageError);
      const message = (error as Error).message;
      expect(message).toContain('bucket "no-such-bucket"');
      expect(message).toContain(new URL(s3.endpoint).host);
      expect(message).not.toContain('secret-of-the-test');
      // Reading from it is an error too, not a file that is merely missing.
      await expect(elsewhere.get('user/file')).rejects.toThrow(/no-such-bucket/);
    } finally {
      elsewhere.close();
    }
  });

  it('says so when nothing answers at the endpoint', async () => {
    const closed = s3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:9' });
    try {
      await expect(closed.checkBucket()).rejects.toThrow(/bucket "inkling-test" at 127\.0\.0\.1:9/);
    } finally {
      closed.close();
    }
  }, 30_000);

  it('gives up the parts of a failed streamed upload and reports why it failed', async () => {
    const warn = vi.fn();
    const logged = s3Storage({ ...s3.config }, { warn });
    try {
      function* dropped() {
        yield randomBytes(6 * 1024 * 1024);
        throw new Error('connection reset by the client');
      }
      await expect(logged.putStream('user-1/dropped', Readable.from(dropped()))).rejects.toThrow(
        /streamed write failed on bucket "inkling-test".*connection reset by the client/,
      );
      expect(await logged.get('user-1/dropped')).toBeNull();
      // s3rver cannot abort a multipart upload: said once as a warning, without the key.
      expect(warn).toHaveBeenCalledTimes(1);
      for (const [fields] of warn.mock.calls as [{ err: Error }][]) {
        expect(fields.err.message).not.toContain('dropped');
      }
    } finally {
      logged.close();
    }
  }, 60_000);
});

async function uploadImage(server: TestServer, owner: TestUser): Promise<Attachment> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(onePixelPng)], 'pixel.png', { type: 'image/png' }));
  const response = await server.request('/api/attachments', {
    method: 'POST',
    body: form,
    headers: { Cookie: owner.cookie },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { attachment: Attachment }).attachment;
}

describe('the app with its uploads in S3', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ storage });
  });

  it('stores an image in the bucket and serves it, whole or a range, only to its owner', async () => {
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const attachment = await uploadImage(server, owner);
    const stored = await storage.get(`${owner.id}/${attachment.id}`);
    expect(Buffer.from(stored!).equals(onePixelPng)).toBe(true);

    const whole = await server.get(attachment.url, withCookie(owner.cookie));
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(onePixelPng)).toBe(true);
    const part = await server.get(attachment.url, {
      headers: { Cookie: owner.cookie, Range: 'bytes=8-15' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(onePixelPng.subarray(8, 16))).toBe(true);
    expect((await server.get(attachment.url, withCookie(other.cookie))).status).toBe(404);
  }, 30_000);

  it('serves through one instance what was uploaded through another: they share no disk', async () => {
    const elsewhere = s3Storage(s3.config);
    try {
      const other = await getTestServer({ storage: elsewhere });
      const owner = await buildUser(server);
      const attachment = await uploadImage(server, owner);
      const served = await other.get(attachment.url, withCookie(owner.cookie));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(onePixelPng)).toBe(true);
    } finally {
      elsewhere.close();
    }
  }, 30_000);

  it('streams a recording into the bucket, seeks in it, and deletes it with the account', async () => {
    const owner = await buildUser(server);
    const recording = wav(speechLike(2));
    const response = await sendRecording(server, '/api/notes/from-audio', owner, recording);
    expect(response.status).toBe(201);
    const { transcription } = (await response.json()) as {
      transcription: { attachmentId: string };
    };
    const url = `/api/attachments/${transcription.attachmentId}`;

    const part = await server.get(url, {
      headers: { Cookie: owner.cookie, Range: 'bytes=44-1043' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 44-1043/${recording.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(recording.subarray(44, 1044))).toBe(true);
    const past = await server.get(url, {
      headers: { Cookie: owner.cookie, Range: `bytes=${recording.length}-` },
    });
    expect(past.status).toBe(416);

    const deleted = await server.post(
      '/api/auth/delete-user',
      { password: owner.password },
      withCookie(owner.cookie),
    );
    expect(deleted.status).toBe(200);
    expect(await storage.get(`${owner.id}/${transcription.attachmentId}`)).toBeNull();
  }, 60_000);
});
