import type { OcrResult } from '@common/schemas/ocr';
import { describe, expect, it } from 'vitest';
import { photoNoteBody, photoNoteTitle } from './photoNoteBody';

const read = (text: string, doubtful: string[] = []): OcrResult => ({
  text,
  confidence: 90,
  words: text.split(/\s+/).map((word) => ({
    text: word,
    confidence: doubtful.includes(word) ? 30 : 95,
    box: { x: 0, y: 0, w: 1, h: 1 },
  })),
  language: 'eng',
  width: 100,
  height: 100,
});

describe('a photo note’s body', () => {
  it('puts each photo before its text, doubtful words highlighted', () => {
    const body = photoNoteBody([
      { attachmentId: 'a1', result: read('Buy fresh basil\nand lemons', ['basil']) },
      { attachmentId: 'a2', result: read('Second page') },
    ]);
    expect(body).toEqual({
      type: 'doc',
      content: [
        { type: 'image', attrs: { src: '/api/attachments/a1', alt: 'Photo 1', title: null } },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Buy fresh ' },
            { type: 'text', text: 'basil', marks: [{ type: 'highlight' }] },
            { type: 'text', text: ' and lemons' },
          ],
        },
        { type: 'image', attrs: { src: '/api/attachments/a2', alt: 'Photo 2', title: null } },
        { type: 'paragraph', content: [{ type: 'text', text: 'Second page' }] },
      ],
    });
  });

  it('takes the title from the first line with a letter, or names the photo by date', () => {
    expect(photoNoteTitle('— —\n  Shopping   list \nmilk')).toBe('Shopping list');
    expect(photoNoteTitle('', new Date('2026-11-24T10:00:00Z'))).toBe('Photo, 24 November 2026');
    expect(photoNoteTitle('word '.repeat(60)).length).toBeLessThanOrEqual(121);
  });
});
