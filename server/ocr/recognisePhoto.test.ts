import type { OcrResult } from '@common/schemas/ocr';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { findOcrLanguages } from './ocrLanguages';
import { appErrorOf } from './ocrTestSupport';
import { createOcrPool, OcrBusyError } from './ocrPool';
import { preparePhoto } from './preparePhoto';
import { recognisePhoto } from './recognisePhoto';
import {
  blankPhoto,
  centreInside,
  overlap,
  photoOfPage,
  SAMPLE_PROSE,
  scannedPage,
  type TestPhoto,
} from './testPhotos';
import { inPgliteProject } from '../test/testProjects';

const languages = findOcrLanguages();
const logger = createLogger('silent', false);
const pool = createOcrPool({ languages, logger });
afterAll(() => pool.close());

// No database here: the PGlite project runs this file, the PostgreSQL one need not read the
// photos again (a minute of OCR).
const describeOnce = describe.runIf(inPgliteProject);

const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * How many of the drawn words were read, and which of those were boxed
 * elsewhere than where they were drawn. Each drawn word is matched to the
 * unused read word of the same text whose box overlaps it most.
 */
function score(photo: TestPhoto, result: OcrResult) {
  const used = new Set<number>();
  const misplaced: string[] = [];
  let found = 0;
  for (const drawn of photo.words) {
    let best = -1;
    let bestOverlap = -1;
    result.words.forEach((word, index) => {
      if (used.has(index) || comparable(word.text) !== comparable(drawn.text)) return;
      const shared = overlap(drawn.box, word.box);
      if (shared > bestOverlap) [best, bestOverlap] = [index, shared];
    });
    if (best < 0) continue;
    used.add(best);
    found++;
    if (bestOverlap < 0.5 && !centreInside(result.words[best]!.box, drawn.box))
      misplaced.push(drawn.text);
  }
  return { recall: found / photo.words.length, misplaced, extra: result.words.length - found };
}

describeOnce('reading the text on a photo', () => {
  it(
    'reads a page photographed on a desk (turned, grainy, unevenly lit, half in shadow) as well as its scan',
    { timeout: 180_000 },
    async () => {
      const scan = await scannedPage();
      // One photo with everything at once: turned, grainy, lit unevenly and half in shadow. A
      // second one without the shadow read as well and cost ten seconds of a core each run.
      const photo = await photoOfPage({ angle: -4, noise: 14, shade: 0.5, shadow: 0.6 });
      const progress: number[] = [];
      const scanScore = score(scan, await recognisePhoto(pool, scan.bytes, 'eng'));
      expect(scanScore.recall).toBe(1);
      const result = await recognisePhoto(pool, photo.bytes, 'eng', {
        onProgress: (fraction) => progress.push(fraction),
      });
      expect(result).toMatchObject({ width: photo.width, height: photo.height, language: 'eng' });
      const { recall, misplaced, extra } = score(photo, result);
      expect(recall).toBeGreaterThanOrEqual(0.95);
      // Each word is boxed where it was drawn; tesseract itself once boxed one word on the
      // shadow's edge together with the next two ("draw" as "draw a simple"): at most that one.
      expect(misplaced.length).toBeLessThanOrEqual(1);
      // Grain and the desk read as a few stray words at most.
      expect(extra).toBeLessThanOrEqual(10);
      expect(result.text.split('\n\n').join('\n').split('\n')[0]).toMatch(/^Meeting notes/);
      expect(result.confidence).toBeGreaterThan(60);
      expect(progress.at(-1)).toBe(1);
      expect(progress.every((value) => value >= 0 && value <= 1)).toBe(true);
    },
  );

  it('reads a photo stored on its side the right way up, boxes in the pixels as shown', async () => {
    const upright = await scannedPage({ lines: SAMPLE_PROSE.slice(0, 4), pageWidth: 1000 });
    const stored = await sharp(upright.bytes)
      .rotate(-90)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await recognisePhoto(pool, stored, 'eng');
    expect([result.width, result.height]).toEqual([upright.width, upright.height]);
    const { recall, misplaced } = score(upright, result);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(misplaced).toEqual([]);
  }, 120_000);

  it('says so when a photo has no text, and never reads one a few pixels wide', async () => {
    const error = await appErrorOf(recognisePhoto(pool, await blankPhoto(), 'eng'));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^No text was found on this photo\./);
    const started = pool.stats().started;
    const tiny = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await appErrorOf(recognisePhoto(pool, tiny, 'eng'))).status).toBe(422);
    expect(pool.stats().started).toBe(started);
  }, 60_000);
});

describeOnce('the recogniser pool', () => {
  const page = () => scannedPage({ lines: SAMPLE_PROSE.slice(0, 3), pageWidth: 900 });

  it('ends a worker past the time limit with a 422, and starts a fresh one next time', async () => {
    const quick = createOcrPool({ languages, logger, timeLimitMs: 1 });
    try {
      const { image } = await preparePhoto((await page()).bytes);
      const error = await appErrorOf(quick.recognise(image!, 'eng'));
      expect(error.status).toBe(422);
      expect(error.message).toMatch(/took too long to read/);
      expect(quick.stats().workers).toBe(0);
      await appErrorOf(quick.recognise(image!, 'eng'));
      expect(quick.stats().started).toBe(2);
    } finally {
      await quick.close();
    }
  }, 120_000);

  it('refuses a request past the queue with 503 and Retry-After, while background jobs wait', async () => {
    const small = createOcrPool({ languages, logger, maxWaiting: 0 });
    try {
      const { image } = await preparePhoto((await page()).bytes);
      const first = small.recognise(image!, 'eng');
      const busy = await appErrorOf(small.recognise(image!, 'eng'));
      expect(busy).toBeInstanceOf(OcrBusyError);
      expect(busy.status).toBe(503);
      expect((busy as OcrBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      const background = small.recognise(image!, 'eng', { background: true });
      const [a, b] = await Promise.all([first, background]);
      expect(a.blocks?.length).toBeGreaterThan(0);
      expect(b.blocks?.length).toBeGreaterThan(0);
      expect(small.stats()).toMatchObject({ started: 1, recognised: 2, waiting: 0 });
    } finally {
      await small.close();
    }
  }, 120_000);

  it('replaces a worker after its photos, and never starts one for a language without data', async () => {
    const recycling = createOcrPool({ languages, logger, recycleAfter: 1 });
    try {
      const { image } = await preparePhoto((await page()).bytes);
      await recycling.recognise(image!, 'eng');
      await recycling.recognise(image!, 'eng');
      expect(recycling.stats()).toMatchObject({ started: 2, workers: 0 });
      const missing = await appErrorOf(recycling.recognise(image!, 'jpn'));
      expect(missing.status).toBe(503);
      expect(recycling.stats().started).toBe(2);
    } finally {
      await recycling.close();
    }
  }, 120_000);
});
