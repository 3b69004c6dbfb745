import { describe, expect, it } from 'vitest';
import parseMarkdown, { plainTextDoc } from './markdownWorker';

describe('plainTextDoc', () => {
  it('keeps every line: a paragraph per block, a line break per line', () => {
    expect(plainTextDoc('> a.  \nb\n\n\n  \n**c*')).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '> a.  ' },
            { type: 'hardBreak' },
            { type: 'text', text: 'b' },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: '**c*' }] },
      ],
    });
    expect(plainTextDoc('\n\n')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});

describe('parseMarkdown (the Markdown thread)', () => {
  it('answers a body for Markdown TipTap’s parser alone throws on', () => {
    const outcome = parseMarkdown('> a.  \nthe line after the quote');
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.body.projection.plainText).toContain('the line after the quote');
  });

  it('refuses nesting past the limit', () => {
    expect(parseMarkdown('>'.repeat(500))).toEqual({ ok: false, reason: 'too-deep' });
  });
});
