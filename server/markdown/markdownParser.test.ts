import { MarkdownManager } from '@tiptap/markdown';
import { Marked, type marked } from 'marked';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noteExtensions } from '../notes/noteExtensions';
import { markdownSoup } from '../test/fuzz/arbitraryFromSchema';
import { createMarkdownParser } from './markdownParser';

const tiptapsOwn = new MarkdownManager({
  extensions: noteExtensions,
  marked: new Marked() as unknown as typeof marked,
});

const sample = `# Heading

Some *text* with a [link](https://example.com), \`code\`, ==marked==, <u>underlined</u> and mail@example.com.

1. one
2. two

- item
  - nested item

- [ ] task
- [x] done
  - [ ] sub-task

| a | b |
|---|---|
| 1 | 2 |

> a quote

\`\`\`js
const x = 1;
\`\`\`

![image](/api/attachments/6f1c1f7e-7c55-4a57-9b1c-1a2b3c4d5e6f)
`;

describe('createMarkdownParser', () => {
  it('reads Markdown exactly as TipTap’s own parser does', () => {
    const parse = createMarkdownParser();
    expect(parse(sample)).toEqual(tiptapsOwn.parse(sample));
    const longParagraph = `${'word '.repeat(400)}mail@example.com ==mark== <u>u</u> www.example.com/x ${'x'.repeat(600)} end`;
    expect(parse(longParagraph)).toEqual(tiptapsOwn.parse(longParagraph));
  });

  it('reads a quote whose next line runs on from a list only TipTap knows, where TipTap’s own throws', () => {
    const parse = createMarkdownParser();
    for (const source of ['> a.  \nb', '> > i.\t\nb', '> 1. \n|---|']) {
      expect(() => tiptapsOwn.parse(source)).toThrow(TypeError);
      expect(JSON.stringify(parse(source))).toContain('"orderedList"');
    }
    expect(parse('> a.  \nthe line after')).toEqual({
      type: 'doc',
      content: [
        {
          type: 'blockquote',
          content: [
            {
              type: 'orderedList',
              attrs: { type: 'a' },
              content: [
                {
                  type: 'listItem',
                  content: [
                    { type: 'paragraph', content: [{ type: 'text', text: 'the line after' }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    // Numbered lists in quotes are marked's own, as before.
    expect(parse('> 1. one\n> 2. two')).toEqual(tiptapsOwn.parse('> 1. one\n> 2. two'));
  });

  it('reads any mix of Markdown’s pieces without throwing', () => {
    const parse = createMarkdownParser();
    fc.assert(
      fc.property(markdownSoup, (source) => {
        expect(parse(source).type).toBe('doc');
      }),
      { numRuns: 3_000 },
    );
  });
});
