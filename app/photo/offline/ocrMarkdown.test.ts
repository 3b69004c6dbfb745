import { describe, expect, it } from 'vitest';
import { ocrMarkdown, titleFromText } from './ocrMarkdown';

describe('read text as Markdown', () => {
  it('keeps paragraphs, highlights doubtful words and escapes what Markdown would format', () => {
    const markdown = ocrMarkdown([
      { type: 'paragraph', content: [{ type: 'text', text: '# 3 * 4 = 12_total [ok]' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Call ' },
          { type: 'text', text: 'Hxrgreaves', marks: [{ type: 'highlight' }] },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: '1. not a list' }] },
    ]);
    expect(markdown).toBe(
      '\\# 3 \\* 4 \\= 12\\_total \\[ok\\]\n\nCall ==Hxrgreaves==\n\n1\\. not a list',
    );
  });

  it('titles the note by its first line, shortened, or by the day', () => {
    expect(titleFromText('\n  Shopping list \nEggs')).toBe('Shopping list');
    expect(titleFromText('x'.repeat(100))).toHaveLength(80);
    expect(titleFromText('', new Date(2026, 10, 25))).toMatch(/^Photo, /);
  });
});
