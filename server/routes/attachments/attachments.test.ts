import { existsSync } from 'node:fs';
import path from 'node:path';
import { readdirSync } from 'node:fs';
import type { Attachment, StorageUsage } from '@common/schemas/attachments';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, onePixelPng, withCookie, type TestUser } from '../../test/factories';
import {
  getTestDatabase,
  getTestServer,
  testUploadsDir,
  type TestServer,
} from '../../test/support';
import { speechLike, wav } from '../../audio/testAudio';
import { sendRecording, startVoiceTestServer } from '../../voice/voiceTestSupport';

// A real 1×1 PNG, and the first bytes of the other accepted formats.
const png = onePixelPng;
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(32)]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from('24000000', 'hex'),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
const heic = Buffer.concat([
  Buffer.from('00000018', 'hex'),
  Buffer.from('ftypheic'),
  Buffer.from('00000000'),
  Buffer.from('mif1heic'),
  Buffer.alloc(32),
]);

function upload(
  server: TestServer,
  who: TestUser,
  bytes: Buffer,
  name = 'photo.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return server.request('/api/attachments', {
    method: 'POST',
    body: form,
    headers: { Cookie: who.cookie },
  });
}

// The file's database is loaded once, before the first test's clock starts.
beforeAll(() => getTestDatabase(), 60_000);

describe('/api/attachments', () => {
  it('stores an image and serves it only to its owner', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const response = await upload(server, owner, png);
    expect(response.status).toBe(201);
    const { attachment } = (await response.json()) as { attachment: Attachment };
    expect(attachment).toMatchObject({
      mime: 'image/png',
      size: png.length,
      url: `/api/attachments/${attachment.id}`,
    });

    const served = await server.get(attachment.url, withCookie(owner.cookie));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    expect((await server.get(attachment.url, withCookie(other.cookie))).status).toBe(404);
    expect((await server.get(attachment.url)).status).toBe(401);
  });

  it.each([
    ['gif', gif, 'image/gif'],
    ['jpeg', jpeg, 'image/jpeg'],
    ['webp', webp, 'image/webp'],
    ['heic', heic, 'image/heic'],
  ])('accepts %s, typed from its bytes', async (_name, bytes, mime) => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const response = await upload(server, owner, bytes, 'upload.bin', 'application/octet-stream');
    expect(response.status).toBe(201);
    expect(((await response.json()) as { attachment: Attachment }).attachment.mime).toBe(mime);
  });

  it('refuses a file that only claims to be an image', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const response = await upload(
      server,
      owner,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'cat.png',
      'image/png',
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only PNG, JPEG, WebP, GIF and HEIC images can be uploaded.',
      },
    });
  });

  it('refuses an image over 10 MB', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(server, owner, big);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Images can be at most 10 MB.' },
    });
  });

  it('answers 400 without a file', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const form = new FormData();
    form.set('note', 'no file here');
    const response = await server.request('/api/attachments', {
      method: 'POST',
      body: form,
      headers: { Cookie: owner.cookie },
    });
    expect(response.status).toBe(400);
  });

  it('deletes the files with the account', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    await upload(server, owner, png);
    expect(existsSync(path.join(testUploadsDir, owner.id))).toBe(true);
    expect(
      (
        await server.post(
          '/api/auth/delete-user',
          { password: owner.password },
          withCookie(owner.cookie),
        )
      ).status,
    ).toBe(200);
    expect(existsSync(path.join(testUploadsDir, owner.id))).toBe(false);
  });

  describe('storage quota and upload rate', () => {
    const quotaFor = (images: number) => ({ quotaBytes: png.length * images + 10, perMinute: 100 });
    const usageOf = async (server: TestServer, who: TestUser) =>
      (await (
        await server.get('/api/attachments/usage', withCookie(who.cookie))
      ).json()) as StorageUsage;

    it('refuses an upload over the quota, saying how much is used and what to do', async () => {
      const server = await getTestServer({ uploadLimits: quotaFor(1) });
      const owner = await buildUser(server);
      expect((await upload(server, owner, png)).status).toBe(201);
      const response = await upload(server, owner, png);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message:
            `Your storage is full: your uploads use ${png.length} bytes of your ${png.length + 10} bytes, ` +
            'and this one does not fit. Remove images and recordings you no longer need from your ' +
            'notes and empty the trash; their space is freed within a day.',
        },
      });
      expect(await usageOf(server, owner)).toEqual({
        usedBytes: png.length,
        quotaBytes: png.length + 10,
      });
      expect(readdirSync(path.join(testUploadsDir, owner.id))).toHaveLength(1);
    });

    it('never lets parallel uploads overshoot the quota together', async () => {
      const server = await getTestServer({ uploadLimits: quotaFor(3) });
      const owner = await buildUser(server);
      const statuses = await Promise.all(
        Array.from({ length: 8 }, () => upload(server, owner, png).then((r) => r.status)),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 413)).toHaveLength(5);
      expect((await usageOf(server, owner)).usedBytes).toBe(png.length * 3);
      expect(readdirSync(path.join(testUploadsDir, owner.id))).toHaveLength(3);
    });

    it('counts each user against their own quota', async () => {
      const server = await getTestServer({ uploadLimits: quotaFor(1) });
      const first = await buildUser(server);
      const second = await buildUser(server);
      expect((await upload(server, first, png)).status).toBe(201);
      expect((await upload(server, second, png)).status).toBe(201);
    });

    it('limits uploads per minute per user, with Retry-After', async () => {
      const server = await getTestServer({
        uploadLimits: { quotaBytes: 1024 * 1024, perMinute: 2 },
      });
      const owner = await buildUser(server);
      const other = await buildUser(server);
      expect((await upload(server, owner, png)).status).toBe(201);
      expect((await upload(server, owner, png)).status).toBe(201);
      const refused = await upload(server, owner, png);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      // Another user is not slowed down by this one.
      expect((await upload(server, other, png)).status).toBe(201);
    });
  });

  describe('GET /api/attachments/usage', () => {
    it('answers 401 signed out', async () => {
      const server = await getTestServer();
      expect((await server.get('/api/attachments/usage')).status).toBe(401);
    });

    it("reports only the caller's own usage and the configured quota", async () => {
      const server = await getTestServer({
        uploadLimits: { quotaBytes: 5 * 1024 * 1024, perMinute: 100 },
      });
      const owner = await buildUser(server);
      const other = await buildUser(server);
      await upload(server, owner, png);
      await upload(server, owner, gif);
      const response = await server.get('/api/attachments/usage', withCookie(owner.cookie));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        usedBytes: png.length + gif.length,
        quotaBytes: 5 * 1024 * 1024,
      });
      expect(
        await (await server.get('/api/attachments/usage', withCookie(other.cookie))).json(),
      ).toEqual({ usedBytes: 0, quotaBytes: 5 * 1024 * 1024 });
    });
  });
});

describe('a recording through GET /api/attachments/:id', () => {
  it('plays inline with its type, answers byte ranges (206, 416), and only to its owner', async () => {
    const voice = await startVoiceTestServer({ transcriptionModel: null });
    try {
      const { server } = voice;
      const owner = await buildUser(server);
      const other = await buildUser(server);
      const recording = wav(speechLike(2));
      const response = await sendRecording(server, '/api/notes/from-audio', owner, recording);
      expect(response.status).toBe(201);
      const { transcription } = (await response.json()) as {
        transcription: { attachmentId: string };
      };
      const url = `/api/attachments/${transcription.attachmentId}`;

      const whole = await server.get(url, withCookie(owner.cookie));
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('audio/wav');
      expect(whole.headers.get('content-disposition')).toBe('inline');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await whole.arrayBuffer()).equals(recording)).toBe(true);

      const part = await server.get(url, {
        headers: { Cookie: owner.cookie, Range: 'bytes=44-143' },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 44-143/${recording.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(recording.subarray(44, 144))).toBe(true);

      const tail = await server.get(url, { headers: { Cookie: owner.cookie, Range: 'bytes=-10' } });
      expect(tail.status).toBe(206);
      expect((await tail.arrayBuffer()).byteLength).toBe(10);

      const past = await server.get(url, {
        headers: { Cookie: owner.cookie, Range: `bytes=${recording.length}-` },
      });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${recording.length}`);

      const stranger = await server.get(url, {
        headers: { Cookie: other.cookie, Range: 'bytes=0-9' },
      });
      expect(stranger.status).toBe(404);
      expect((await server.get(url)).status).toBe(401);
    } finally {
      await voice.standIn.close();
    }
  }, 60_000);
});
