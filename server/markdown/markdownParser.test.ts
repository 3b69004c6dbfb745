import { MarkdownManager } from '@tiptap/markdown';
import { Marked, type marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { noteExtensions } from '../notes/noteExtensions';
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
});
