import { getSchema } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import type { OcrWord } from '../schemas/ocr';
import { noteSchemaExtensions } from './noteSchema';
import { ocrParagraphs } from './ocrParagraphs';

const box = { x: 0, y: 0, w: 10, h: 10 };
const words = (...pairs: [string, number][]): OcrWord[] =>
  pairs.map(([text, confidence]) => ({ text, confidence, box }));

describe('ocrParagraphs', () => {
  it('makes a paragraph per blank-line block and joins the lines inside one', () => {
    const text = 'Shopping list\nfor Friday\n\nEggs and milk';
    const content = ocrParagraphs({
      text,
      words: words(
        ['Shopping', 95],
        ['list', 93],
        ['for', 90],
        ['Friday', 91],
        ['Eggs', 96],
        ['and', 97],
        ['milk', 92],
      ),
    });
    expect(content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Shopping list for Friday' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Eggs and milk' }] },
    ]);
  });

  it('highlights the words read with little confidence, and only those', () => {
    const content = ocrParagraphs({
      text: 'Call Mrs Hxrgreaves tmrw at noon',
      words: words(
        ['Call', 96],
        ['Mrs', 90],
        ['Hxrgreaves', 41],
        ['tmrw', 52],
        ['at', 95],
        ['noon', 94],
      ),
    });
    expect(content).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Call Mrs ' },
          { type: 'text', text: 'Hxrgreaves tmrw', marks: [{ type: 'highlight' }] },
          { type: 'text', text: ' at noon' },
        ],
      },
    ]);
  });

  it('takes a token the recogniser split or joined as read, and keeps matching after it', () => {
    const content = ocrParagraphs({
      text: 'well-known fact smudge',
      words: words(['well-', 90], ['known', 90], ['fact', 95], ['smudge', 20]),
    });
    expect(content[0]?.content).toEqual([
      { type: 'text', text: 'well-known fact ' },
      { type: 'text', text: 'smudge', marks: [{ type: 'highlight' }] },
    ]);
  });

  it('gives nothing for a photo without text', () => {
    expect(ocrParagraphs({ text: '  \n\n ', words: [] })).toEqual([]);
  });

  it('builds content the note schema accepts', () => {
    const schema = getSchema(noteSchemaExtensions());
    const content = ocrParagraphs({
      text: 'A b\n\nc',
      words: words(['A', 10], ['b', 99], ['c', 10]),
    });
    expect(() => Node.fromJSON(schema, { type: 'doc', content }).check()).not.toThrow();
  });
});
