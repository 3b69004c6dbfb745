import { MarkdownManager } from '@tiptap/markdown';
import { Marked, type marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { audioHtml } from './audioNode';
import { noteSchemaExtensions } from './noteSchema';

const ID = '0b7e8f3a-4c1d-4e2f-9a8b-1c2d3e4f5a6b';
const manager = new MarkdownManager({
  extensions: noteSchemaExtensions(),
  marked: new Marked() as unknown as typeof marked,
});

describe('the audio block in Markdown', () => {
  it('reads its HTML line back as the block, title and length unescaped', () => {
    const line = audioHtml({ src: `/api/attachments/${ID}`, title: 'Q&A "live"', duration: 83 });
    expect(line).toBe(
      `<audio src="/api/attachments/${ID}" title="Q&amp;A &quot;live&quot;" data-duration="83"></audio>`,
    );
    expect(manager.parse(`Before.\n\n${line}\n\n[0:05](#t=5) After.`).content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Before.' }] },
      {
        type: 'audio',
        attrs: { src: `/api/attachments/${ID}`, title: 'Q&A "live"', duration: 83 },
      },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: '0:05',
            marks: [{ type: 'link', attrs: { href: '#t=5', title: null } }],
          },
          { type: 'text', text: ' After.' },
        ],
      },
    ]);
  });

  it('writes the block as a link named by title and length', () => {
    const markdown = manager.serialize({
      type: 'doc',
      content: [{ type: 'audio', attrs: { src: `/api/attachments/${ID}`, duration: 3723 } }],
    });
    expect(markdown.trim()).toBe(`[Voice note (1:02:03)](/api/attachments/${ID})`);
  });
});
