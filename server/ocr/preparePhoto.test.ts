import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appErrorOf } from './ocrTestSupport';
import { photoSize, preparePhoto } from './preparePhoto';
import { blankPhoto, pngClaimingSize } from './testPhotos';
import { inPgliteProject } from '../test/testProjects';

// No database here: the PGlite project runs this file, the PostgreSQL one need not.
describe.runIf(inPgliteProject)('preparing a photo for recognition', () => {
  it('refuses a 50-megapixel photo from its header, before decoding it', async () => {
    const huge = await pngClaimingSize(10_000, 5_000);
    const error = await appErrorOf(preparePhoto(huge));
    expect(error.status).toBe(413);
    expect(error.message).toBe(
      'This photo is 50 megapixels; text is read on photos of up to 40 megapixels. Send a smaller copy.',
    );
  });

  it('calls a damaged photo damaged, and a PDF or HEIC file what it is', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const cut = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await appErrorOf(preparePhoto(cut))).status).toBe(400);
    expect((await appErrorOf(preparePhoto(cut))).message).toMatch(/damaged or incomplete/);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    expect((await appErrorOf(photoSize(pdf))).status).toBe(400);
  });

  it('scales a phone photo down and a small one up, and keeps the scale for the boxes', async () => {
    const phone = await preparePhoto(await blankPhoto(3000, 4000));
    expect(phone).toMatchObject({ width: 3000, height: 4000 });
    expect(phone.scaleX).toBeCloseTo(0.6, 2);
    expect(phone.scaleY).toBeCloseTo(0.6, 2);
    const meta = await sharp(phone.image!).metadata();
    expect([meta.width, meta.height]).toEqual([1800, 2400]);
    expect(meta.format).toBe('png');

    const small = await preparePhoto(await blankPhoto(400, 300));
    expect(small.scaleX).toBe(2.5);
  });

  it('reports the size as shown when EXIF turns the photo a quarter', async () => {
    const stored = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#fff' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await photoSize(stored)).toEqual({ width: 200, height: 300 });
    const prepared = await preparePhoto(stored);
    const meta = await sharp(prepared.image!).metadata();
    expect(meta.width < meta.height).toBe(true);
  });

  it('does not try to read a photo a few pixels wide', async () => {
    const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await preparePhoto(tiny)).image).toBeNull();
  });
});
