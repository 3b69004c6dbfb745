import { readFileSync } from 'node:fs';
import type { OcrLanguagesResponse, OcrResult } from '@common/schemas/ocr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageDataFile } from '../../ocr/ocrLanguages';
import {
  holdings,
  photoOfLines,
  sendPhotos,
  startOcrTestServer,
  type OcrTestServer,
  type PhotoFile,
} from '../../ocr/ocrTestSupport';
import { blankPhoto, pngClaimingSize } from '../../ocr/testPhotos';
import { buildUser, withCookie, type TestUser } from '../../test/factories';

let test: OcrTestServer;
let owner: TestUser;
let ferry: PhotoFile;

beforeAll(async () => {
  test = await startOcrTestServer();
  owner = await buildUser(test.server);
  ferry = await photoOfLines(['Ferry leaves at noon from pier seven']);
}, 60_000);
afterAll(() => test.close());

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const error = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('POST /api/ocr', () => {
  it('reads the text on a photo, every word boxed, and keeps nothing', async () => {
    const before = await holdings(test.server, owner.id);
    const response = await sendPhotos(test.server, '/api/ocr', owner, [ferry]);
    expect(response.status).toBe(200);
    const result = (await response.json()) as OcrResult;
    expect(result.text).toBe('Ferry leaves at noon from pier seven');
    expect(result.language).toBe('eng');
    expect(result.words.map((word) => word.text)).toEqual(result.text.split(' '));
    for (const word of result.words) {
      expect(word.box.x + word.box.w).toBeLessThanOrEqual(result.width);
      expect(word.box.w).toBeGreaterThan(0);
    }
    expect(result.confidence).toBeGreaterThan(80);
    expect(await holdings(test.server, owner.id)).toEqual(before);
  }, 60_000);

  it('asks a visitor to sign in', async () => {
    const response = await sendPhotos(test.server, '/api/ocr', null, [ferry]);
    expect(response.status).toBe(401);
  });

  it.each([
    [
      'a PDF renamed .png',
      { bytes: pdf, name: 'scan.png' },
      415,
      /"scan.png" is not a photo \(it looks like application\/pdf\)/,
    ],
    [
      'a zero-byte file',
      { bytes: new Uint8Array(), name: 'empty.png' },
      400,
      /"empty.png" is empty/,
    ],
    [
      'a damaged PNG',
      { bytes: Buffer.concat([pngSignature(), Buffer.alloc(300, 9)]), name: 'broken.png' },
      400,
      /damaged or incomplete/,
    ],
    ['a HEIC photo', { bytes: heic(), name: 'IMG_0001.HEIC' }, 415, /HEIC photo.*JPEG or PNG/],
  ])('refuses %s with a clear message', async (_name, file, status, message) => {
    const response = await sendPhotos(test.server, '/api/ocr', owner, [file]);
    expect(response.status).toBe(status);
    expect((await error(response)).message).toMatch(message);
  });

  it('refuses a 50-megapixel photo before decoding it, and a photo with no text', async () => {
    const huge = await sendPhotos(test.server, '/api/ocr', owner, [
      { bytes: await pngClaimingSize(10_000, 5_000), name: 'huge.png' },
    ]);
    expect(huge.status).toBe(413);
    expect((await error(huge)).message).toMatch(/50 megapixels/);
    const blank = await sendPhotos(test.server, '/api/ocr', owner, [
      { bytes: await blankPhoto(), name: 'blank.jpg', type: 'image/jpeg' },
    ]);
    expect(blank.status).toBe(422);
    expect((await error(blank)).message).toMatch(/^No text was found on this photo/);
  }, 60_000);

  it('refuses a body that is not multipart, no photo, a wrong language and one not installed', async () => {
    const json = await test.server.post('/api/ocr', { file: 'x' }, withCookie(owner.cookie));
    expect(json.status).toBe(415);
    const none = await sendPhotos(test.server, '/api/ocr', owner, [], { language: 'eng' });
    expect(none.status).toBe(400);
    expect((await error(none)).message).toMatch(/^No photo was sent/);
    const wrong = await sendPhotos(test.server, '/api/ocr', owner, [ferry], {
      language: 'klingon',
    });
    expect(wrong.status).toBe(400);
    expect((await error(wrong)).code).toBe('VALIDATION_FAILED');
    const missing = await sendPhotos(test.server, '/api/ocr', owner, [ferry], { language: 'kor' });
    expect(missing.status).toBe(400);
    expect((await error(missing)).message).toBe(
      'Korean text recognition is not installed on this server. It reads: English.',
    );
    const twoFiles = await sendPhotos(test.server, '/api/ocr', owner, [ferry, ferry]);
    expect(twoFiles.status).toBe(400);
    expect((await error(twoFiles)).message).toBe('At most 1 photos can be sent at once.');
  });

  it('stops reading a photo larger than 25 MB at once', async () => {
    const big = Buffer.concat([pngSignature(), Buffer.alloc(26 * 1024 * 1024, 1)]);
    const response = await sendPhotos(test.server, '/api/ocr', owner, [
      { bytes: big, name: 'big.png' },
    ]);
    expect(response.status).toBe(413);
    expect((await error(response)).message).toBe(
      '"big.png" is larger than 25 MB, the most a photo may be. Send a smaller copy.',
    );
  }, 60_000);

  it('counts photos per user per minute (429 with Retry-After)', async () => {
    const limited = await startOcrTestServer({
      uploadLimits: { quotaBytes: 1024 * 1024 * 1024, perMinute: 1 },
    });
    try {
      const user = await buildUser(limited.server);
      const blank = { bytes: await blankPhoto(64, 64), name: 'blank.png' };
      expect((await sendPhotos(limited.server, '/api/ocr', user, [blank])).status).toBe(422);
      const second = await sendPhotos(limited.server, '/api/ocr', user, [blank]);
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('GET /api/ocr/languages and /ocr-data', () => {
  it('lists the installed languages to a signed-in user', async () => {
    const response = await test.server.get('/api/ocr/languages', withCookie(owner.cookie));
    expect(response.status).toBe(200);
    expect((await response.json()) as OcrLanguagesResponse).toEqual({
      languages: [{ code: 'eng', name: 'English' }],
      default: 'eng',
    });
    expect((await test.server.get('/api/ocr/languages')).status).toBe(401);
  });

  it('serves an installed language’s data to anyone, cached, and nothing else', async () => {
    const response = await test.server.get('/ocr-data/eng.traineddata.gz');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(readFileSync(languageDataFile(test.ocr.languages, 'eng')!))).toBe(true);
    const again = await test.server.get('/ocr-data/eng.traineddata.gz', {
      headers: { 'If-None-Match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    for (const path of [
      '/ocr-data/deu.traineddata.gz',
      '/ocr-data/..%2Fpackage.json',
      '/ocr-data/eng.traineddata',
    ])
      expect((await test.server.get(path)).status).toBe(404);
  });
});

function pngSignature() {
  return Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
}

function heic() {
  return Buffer.concat([
    Buffer.from('00000018', 'hex'),
    Buffer.from('ftypheic'),
    Buffer.from('00000000'),
    Buffer.from('mif1heic'),
    Buffer.alloc(64),
  ]);
}
