import type { OcrResult, OcrWord } from '@common/schemas/ocr';
import { describe, expect, it } from 'vitest';
import { createMarkdownParser } from '../markdown/markdownParser';
import {
  escapeMarkdown,
  ocrTextMarkdown,
  photoNoteMarkdown,
  photoNoteTitle,
} from './photoNoteBody';

const box = { x: 0, y: 0, w: 1, h: 1 };
const word = (text: string, confidence = 95): OcrWord => ({ text, confidence, box });

function result(paragraphs: [string, number][][][]): OcrResult {
  const words = paragraphs.flat(2).map(([text, confidence]) => word(text, confidence));
  const text = paragraphs
    .map((lines) => lines.map((line) => line.map(([text]) => text).join(' ')).join('\n'))
    .join('\n\n');
  return { text, confidence: 90, words, language: 'eng', width: 100, height: 100 };
}

const parse = createMarkdownParser();

describe('a photo note’s body', () => {
  it('joins a paragraph’s lines and highlights runs of doubtful words', () => {
    const read = result([
      [
        [
          ['Buy', 95],
          ['fresh', 40],
          ['basil', 30],
        ],
        [
          ['and', 95],
          ['lemons.', 90],
        ],
      ],
      [
        [
          ['Call', 92],
          ['Ana', 20],
        ],
      ],
    ]);
    expect(ocrTextMarkdown(read)).toBe('Buy ==fresh basil== and lemons\\.\n\nCall ==Ana==');
    const doc = parse(ocrTextMarkdown(read));
    expect(doc.content?.[0]?.content).toEqual([
      { type: 'text', text: 'Buy ' },
      { type: 'text', text: 'fresh basil', marks: [{ type: 'highlight' }] },
      { type: 'text', text: ' and lemons.' },
    ]);
  });

  it('joins a line that runs to the margin with the next, and ends a paragraph at a short one', () => {
    const at = (x: number, w: number) => ({ x, y: 0, w, h: 10 });
    const words: OcrWord[] = [
      { text: 'Notes', confidence: 95, box: at(0, 40) },
      { text: 'The', confidence: 95, box: at(0, 30) },
      { text: 'meeting', confidence: 95, box: at(40, 200) },
      { text: 'ran', confidence: 95, box: at(0, 30) },
      { text: 'late.', confidence: 95, box: at(40, 40) },
      { text: 'Milk', confidence: 95, box: at(0, 40) },
    ];
    const text = 'Notes\nThe meeting\nran late.\nMilk';
    const markdown = ocrTextMarkdown({ ...result([]), text, words });
    expect(markdown).toBe('Notes\n\nThe meeting ran late\\.\n\nMilk');
  });

  it('keeps markup characters read on the page as text', () => {
    const read = result([
      [
        [
          ['#1', 95],
          ['*not*', 95],
          ['[a](b)', 95],
          ['<b>', 95],
          ['1.', 95],
        ],
      ],
    ]);
    const doc = parse(ocrTextMarkdown(read));
    expect(doc.content).toHaveLength(1);
    expect(doc.content?.[0]?.content).toEqual([{ type: 'text', text: '#1 *not* [a](b) <b> 1.' }]);
    expect(escapeMarkdown('a==b')).toBe('a\\=\\=b');
  });

  it('puts each photo before its text', () => {
    const markdown = photoNoteMarkdown([
      { attachmentId: 'a1', result: result([[[['First', 95]]]]) },
      { attachmentId: 'a2', result: result([[[['Second', 95]]]]) },
    ]);
    expect(markdown).toBe(
      '![Photo 1](/api/attachments/a1)\n\nFirst\n\n![Photo 2](/api/attachments/a2)\n\nSecond',
    );
  });

  it('takes the title from the first line with a letter, or names the photo by date', () => {
    expect(photoNoteTitle('— —\n  Shopping   list \nmilk')).toBe('Shopping list');
    expect(photoNoteTitle('', new Date('2026-11-24T10:00:00Z'))).toBe('Photo, 24 November 2026');
    expect(photoNoteTitle('word '.repeat(60)).length).toBeLessThanOrEqual(121);
  });
});
