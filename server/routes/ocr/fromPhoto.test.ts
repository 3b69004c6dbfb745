import type { Note } from '@common/schemas/notes';
import type { OcrResult, PhotoJob } from '@common/schemas/ocr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endTrial, usesToday } from '../../ai/assistant/assistantTestSupport';
import {
  holdings,
  photoOfLines,
  sendPhotos,
  startOcrTestServer,
  type OcrTestServer,
  type PhotoFile,
} from '../../ocr/ocrTestSupport';
import { blankPhoto, pngClaimingSize } from '../../ocr/testPhotos';
import { buildAttachment, buildUser, withCookie, type TestUser } from '../../test/factories';

let test: OcrTestServer;
let stranger: TestUser;
let ferry: PhotoFile;
let market: PhotoFile;

beforeAll(async () => {
  test = await startOcrTestServer();
  stranger = await buildUser(test.server);
  ferry = await photoOfLines(['Ferry timetable', 'Leaves at noon from pier seven']);
  market = await photoOfLines(['Market list', 'Buy basil and lemons']);
}, 60_000);
afterAll(() => test.close());

const error = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const attachmentIds = (markdown: string) =>
  [...markdown.matchAll(/\/api\/attachments\/([0-9a-f-]{36})/g)].map((match) => match[1]!);

async function jobDone(user: TestUser, id: string): Promise<PhotoJob> {
  await test.ocr.jobs.idle();
  const response = await test.server.get(`/api/ocr/jobs/${id}`, withCookie(user.cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { job: PhotoJob }).job;
}

describe('POST /api/notes/from-photo', () => {
  it('makes a note of one photo: the photo, then its text; search finds a word from it', async () => {
    const owner = await buildUser(test.server);
    const before = await holdings(test.server, owner.id);
    const response = await sendPhotos(test.server, '/api/notes/from-photo', owner, [ferry]);
    expect(response.status).toBe(201);
    const { note } = (await response.json()) as { note: Note };
    expect(note.title).toBe('Ferry timetable');
    const [photoId] = attachmentIds(note.markdown);
    expect(note.markdown).toBe(
      `![Photo 1](/api/attachments/${photoId})\n\nFerry timetable\n\nLeaves at noon from pier seven`,
    );
    expect(await holdings(test.server, owner.id)).toEqual({
      notes: before.notes + 1,
      attachments: 1,
      photoTexts: 1,
      filesOnDisk: 1,
    });
    const photo = await test.server.get(`/api/attachments/${photoId}`, withCookie(owner.cookie));
    expect(Buffer.from(await photo.arrayBuffer()).equals(Buffer.from(ferry.bytes))).toBe(true);
    const text = await test.server.get(
      `/api/attachments/${photoId}/text`,
      withCookie(owner.cookie),
    );
    const read = ((await text.json()) as { text: OcrResult }).text;
    expect(read.words.find((word) => word.text === 'pier')?.box.w).toBeGreaterThan(0);

    const search = await test.server.get('/api/search?q=pier', withCookie(owner.cookie));
    const hits = (await search.json()) as { results: { id: string }[] };
    expect(hits.results.map((hit) => hit.id)).toEqual([note.id]);
  }, 60_000);

  it.each([
    ['a PDF renamed .png', [{ bytes: pdf, name: 'scan.png' }], 415],
    ['a zero-byte file', [{ bytes: new Uint8Array(), name: 'empty.jpg' }], 400],
    ['no file', [], 400],
  ])('refuses %s and makes nothing', async (_name, files, status) => {
    const owner = await buildUser(test.server);
    const before = await holdings(test.server, owner.id);
    const response = await sendPhotos(test.server, '/api/notes/from-photo', owner, files);
    expect(response.status).toBe(status);
    expect(await holdings(test.server, owner.id)).toEqual(before);
  });

  it('makes nothing of a photo without text, a 50-megapixel one, or a set with one bad file', async () => {
    const owner = await buildUser(test.server);
    const before = await holdings(test.server, owner.id);
    const blank = await sendPhotos(test.server, '/api/notes/from-photo', owner, [
      { bytes: await blankPhoto(), name: 'desk.jpg' },
    ]);
    expect(blank.status).toBe(422);
    expect((await error(blank)).message).toMatch(/^No text was found on this photo/);
    const huge = await sendPhotos(test.server, '/api/notes/from-photo', owner, [
      { bytes: await pngClaimingSize(10_000, 5_000), name: 'huge.png' },
    ]);
    expect(huge.status).toBe(413);
    const mixed = await sendPhotos(test.server, '/api/notes/from-photo', owner, [
      ferry,
      { bytes: pdf, name: 'second.png' },
    ]);
    expect(mixed.status).toBe(415);
    expect((await error(mixed)).message).toMatch(/"second.png" is not a photo/);
    expect(await holdings(test.server, owner.id)).toEqual(before);
  }, 60_000);

  it('refuses wrong field values and more than 20 photos', async () => {
    const owner = await buildUser(test.server);
    const wrong = await sendPhotos(test.server, '/api/notes/from-photo', owner, [ferry], {
      mode: 'all',
      tidy: 'yes',
    });
    expect(wrong.status).toBe(400);
    const issues = ((await wrong.json()) as { error: { issues: { path: string }[] } }).error.issues;
    expect(issues.map((issue) => issue.path).sort()).toEqual(['mode', 'tidy']);
    const many = await sendPhotos(
      test.server,
      '/api/notes/from-photo',
      owner,
      Array.from({ length: 21 }, () => ferry),
    );
    expect(many.status).toBe(400);
    expect((await error(many)).message).toBe('At most 20 photos can be sent at once.');
    expect((await holdings(test.server, owner.id)).attachments).toBe(0);
  });

  it('refuses photos that do not fit the storage quota before reading any', async () => {
    const small = await startOcrTestServer({
      uploadLimits: { quotaBytes: ferry.bytes.length + 10, perMinute: 100 },
    });
    try {
      const owner = await buildUser(small.server);
      const response = await sendPhotos(small.server, '/api/notes/from-photo', owner, [
        ferry,
        market,
      ]);
      expect(response.status).toBe(413);
      expect((await error(response)).message).toMatch(/^Your storage is full/);
      expect((await holdings(small.server, owner.id)).attachments).toBe(0);
    } finally {
      await small.close();
    }
  });

  it('reads several photos in a job: a note each, the unreadable one named', async () => {
    const owner = await buildUser(test.server);
    const response = await sendPhotos(
      test.server,
      '/api/notes/from-photo',
      owner,
      [ferry, { bytes: await blankPhoto(), name: 'desk.jpg' }, market],
      { mode: 'each' },
    );
    expect(response.status).toBe(202);
    const { job } = (await response.json()) as { job: PhotoJob };
    expect(job).toMatchObject({ status: 'queued', done: 0, total: 3, noteIds: [] });
    const done = await jobDone(owner, job.id);
    expect(done).toMatchObject({ status: 'done', done: 3, total: 3 });
    expect(done.noteIds).toHaveLength(2);
    expect(done.error).toMatch(/^“desk\.jpg”: No text was found on this photo/);
    const titles = await Promise.all(
      done.noteIds.map(async (id) => {
        const note = await test.server.get(`/api/notes/${id}`, withCookie(owner.cookie));
        return ((await note.json()) as { note: Note }).note.title;
      }),
    );
    expect(titles).toEqual(['Ferry timetable', 'Market list']);
    expect((await holdings(test.server, owner.id)).attachments).toBe(2);

    const asStranger = await test.server.get(
      `/api/ocr/jobs/${job.id}`,
      withCookie(stranger.cookie),
    );
    expect(asStranger.status).toBe(404);
    expect((await test.server.get(`/api/ocr/jobs/${job.id}`)).status).toBe(401);
  }, 120_000);

  it('makes one note of several photos, in order, when asked', async () => {
    const owner = await buildUser(test.server);
    const response = await sendPhotos(
      test.server,
      '/api/notes/from-photo',
      owner,
      [market, ferry],
      {
        mode: 'one',
      },
    );
    expect(response.status).toBe(202);
    const { job } = (await response.json()) as { job: PhotoJob };
    const done = await jobDone(owner, job.id);
    expect(done).toMatchObject({ status: 'done', error: null });
    expect(done.noteIds).toHaveLength(1);
    const note = await test.server.get(`/api/notes/${done.noteIds[0]}`, withCookie(owner.cookie));
    const { markdown, title } = ((await note.json()) as { note: Note }).note;
    const [first, second] = attachmentIds(markdown);
    expect(title).toBe('Market list');
    expect(markdown).toBe(
      `![Photo 1](/api/attachments/${first})\n\nMarket list\n\nBuy basil and lemons\n\n` +
        `![Photo 2](/api/attachments/${second})\n\nFerry timetable\n\nLeaves at noon from pier seven`,
    );
  }, 120_000);
});

describe('tidy with AI', () => {
  it('turns the text into a heading and a list, for one AI use', async () => {
    const owner = await endTrial(test.server, await buildUser(test.server));
    const response = await sendPhotos(test.server, '/api/notes/from-photo', owner, [market], {
      tidy: 'true',
    });
    expect(response.status).toBe(201);
    const { note } = (await response.json()) as { note: Note };
    const [photoId] = attachmentIds(note.markdown);
    expect(note.title).toBe('Market list');
    expect(note.markdown).toBe(`![Photo 1](/api/attachments/${photoId})\n\n- Buy basil and lemons`);
    expect(await usesToday(test.server, owner.id)).toBe(1);
  }, 60_000);

  it('makes nothing and counts nothing when tidying fails', async () => {
    const owner = await endTrial(test.server, await buildUser(test.server));
    const before = await holdings(test.server, owner.id);
    test.standIn.failWith(500);
    try {
      const response = await sendPhotos(test.server, '/api/notes/from-photo', owner, [market], {
        tidy: 'true',
      });
      expect(response.status).toBe(502);
      expect((await error(response)).message).toMatch(
        /^Tidying with AI failed, so no note was made and nothing was counted\./,
      );
    } finally {
      test.standIn.failWith(null);
    }
    expect(await usesToday(test.server, owner.id)).toBe(0);
    expect(await holdings(test.server, owner.id)).toEqual(before);
  }, 60_000);

  it('answers 503 AI_NOT_CONFIGURED without a chat model, before reading anything', async () => {
    const noChat = await startOcrTestServer({ chatModel: null });
    try {
      const owner = await buildUser(noChat.server);
      const response = await sendPhotos(noChat.server, '/api/notes/from-photo', owner, [market], {
        tidy: 'true',
      });
      expect(response.status).toBe(503);
      expect((await error(response)).code).toBe('AI_NOT_CONFIGURED');
      expect(noChat.ocr.pool.stats().recognised).toBe(0);
    } finally {
      await noChat.close();
    }
  });
});

describe('/api/attachments/:id/text', () => {
  it('reads a photo already uploaded and keeps the text with it, for its owner only', async () => {
    const owner = await buildUser(test.server);
    const photo = await buildAttachment(test.server, owner, Buffer.from(ferry.bytes));
    const url = `/api/attachments/${photo.id}/text`;
    expect(
      ((await (await test.server.get(url, withCookie(owner.cookie))).json()) as { text: null })
        .text,
    ).toBeNull();

    const read = await test.server.post(url, undefined, withCookie(owner.cookie));
    expect(read.status).toBe(200);
    const { text } = (await read.json()) as { text: OcrResult };
    expect(text.text).toBe('Ferry timetable\n\nLeaves at noon from pier seven');
    const kept = await test.server.get(url, withCookie(owner.cookie));
    expect(((await kept.json()) as { text: OcrResult }).text).toEqual(text);

    expect((await test.server.post(url, undefined, withCookie(stranger.cookie))).status).toBe(404);
    expect((await test.server.get(url, withCookie(stranger.cookie))).status).toBe(404);
    expect((await test.server.post(url)).status).toBe(401);
    const notAnId = await test.server.get('/api/attachments/nope/text', withCookie(owner.cookie));
    expect(notAnId.status).toBe(400);
  }, 60_000);

  it('refuses to read a HEIC photo, and says so when a photo has no text', async () => {
    const owner = await buildUser(test.server);
    const heic = Buffer.concat([
      Buffer.from('00000018', 'hex'),
      Buffer.from('ftypheic'),
      Buffer.from('00000000'),
      Buffer.from('mif1heic'),
      Buffer.alloc(64),
    ]);
    const iphone = await buildAttachment(test.server, owner, heic);
    const refused = await test.server.post(
      `/api/attachments/${iphone.id}/text`,
      undefined,
      withCookie(owner.cookie),
    );
    expect(refused.status).toBe(415);
    const blank = await buildAttachment(test.server, owner, await blankPhoto(300, 200));
    const none = await test.server.post(
      `/api/attachments/${blank.id}/text`,
      undefined,
      withCookie(owner.cookie),
    );
    expect(none.status).toBe(422);
    expect((await holdings(test.server, owner.id)).photoTexts).toBe(0);
  }, 60_000);
});
