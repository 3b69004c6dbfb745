import type { Page, Word } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { joinWords, ocrResultFrom } from './ocrResult';

/** A word tesseract read at x0–x1 on a line 30 pixels high. */
const word = (text: string, x0: number, x1: number, confidence = 95, y0 = 0): Word =>
  ({ text, confidence, bbox: { x0, y0, x1, y1: y0 + 30 }, symbols: [] }) as unknown as Word;

/** A page of one block whose paragraphs hold lines of words (only what ocrResultFrom reads). */
const pageOf = (paragraphs: Word[][][]): Page =>
  ({
    blocks: [
      { paragraphs: paragraphs.map((lines) => ({ lines: lines.map((words) => ({ words })) })) },
    ],
  }) as unknown as Page;

const photo = { image: null, width: 500, height: 400, scaleX: 2, scaleY: 2 };

describe('what tesseract read, as the API’s result', () => {
  it('ends a paragraph at a line that stops short of the margin, and boxes words in the photo’s pixels', () => {
    const result = ocrResultFrom(
      pageOf([
        [
          [word('Notes', 0, 100)],
          [word('The', 0, 60), word('meeting', 80, 500)],
          [word('ran', 0, 60), word('late.', 80, 160)],
          [word('Milk', 0, 80)],
        ],
      ]),
      photo,
      'eng',
    );
    expect(result.text).toBe('Notes\n\nThe meeting\nran late.\n\nMilk');
    expect(result.words[0]).toEqual({
      text: 'Notes',
      confidence: 95,
      box: { x: 0, y: 0, w: 50, h: 15 },
    });
    expect(result).toMatchObject({ width: 500, height: 400, language: 'eng', confidence: 95 });
  });

  it('leaves out grain read as letters: marks, scraps, scrap lines and strays far off a line’s end', () => {
    const result = ocrResultFrom(
      pageOf([
        [
          [
            word('~', 0, 20, 30),
            word('Buy', 40, 100),
            word('basil', 120, 220, 55),
            word('a', 230, 250, 12),
          ],
          [word('3', 0, 20, 60)],
          [word('and', 0, 60), word('lemons', 80, 200), word('ee', 1200, 1240, 70)],
        ],
      ]),
      photo,
      'eng',
    );
    expect(result.text).toBe('Buy basil\nand lemons');
    expect(result.words.map((read) => [read.text, read.confidence])).toEqual([
      ['Buy', 95],
      ['basil', 55],
      ['and', 95],
      ['lemons', 95],
    ]);
  });

  it('writes Chinese and Japanese words without spaces between them', () => {
    expect(joinWords(['東京', 'タワー', 'is', 'tall'])).toBe('東京タワー is tall');
  });
});
