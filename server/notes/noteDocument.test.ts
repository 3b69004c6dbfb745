import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  countWords,
  createNoteDoc,
  encodeNoteDoc,
  loadNoteDoc,
  projectNote,
  replaceBody,
  setTitle,
} from './noteDocument';

const sample = [
  '# Groceries',
  '',
  'Buy **milk** and ==eggs== at [the shop](https://example.com).',
  '',
  '- [ ] apples',
  '- [x] pears',
  '',
  '```js',
  'const basket = [];',
  '```',
].join('\n');

describe('note documents', () => {
  it('round-trips Markdown through the Yjs document', () => {
    const doc = loadNoteDoc(encodeNoteDoc(createNoteDoc({ title: 'Shopping', markdown: sample })));
    const projection = projectNote(doc);
    expect(projection.title).toBe('Shopping');
    expect(projection.markdown).toBe(
      projectNote(createNoteDoc({ markdown: projection.markdown })).markdown,
    );
    expect(projection.markdown).toContain('# Groceries');
    expect(projection.markdown).toContain('**milk**');
    expect(projection.markdown).toContain('- [ ] apples');
    expect(projection.markdown).toContain('- [x] pears');
    expect(projection.markdown).toContain('```js');
  });

  it('projects plain text, an excerpt and a word count', () => {
    const projection = projectNote(createNoteDoc({ markdown: sample }));
    expect(projection.plainText).toContain('Buy milk and eggs at the shop.');
    expect(projection.plainText).not.toMatch(/\n{3,}/);
    expect(projection.excerpt.startsWith('Groceries Buy milk and eggs')).toBe(true);
    expect(projection.wordCount).toBe(12);
  });

  it('replaces the body and the title in place, so connected editors receive the change', () => {
    const server = createNoteDoc({ title: 'Draft', markdown: 'first version' });
    const editor = new Y.Doc();
    Y.applyUpdate(editor, encodeNoteDoc(server));
    server.on('update', (update: Uint8Array) => Y.applyUpdate(editor, update));
    replaceBody(server, 'second **version**');
    setTitle(server, 'Final');
    expect(projectNote(editor)).toMatchObject({ title: 'Final', markdown: 'second **version**' });
  });

  it('counts words the way a reader would, CJK characters included', () => {
    expect(countWords('Hello, world — 2026!')).toBe(3);
    expect(countWords('日本語のメモ')).toBe(6);
    expect(countWords('')).toBe(0);
  });

  it('gives an empty note an empty projection', () => {
    expect(projectNote(createNoteDoc({}))).toEqual({
      title: '',
      markdown: '',
      plainText: '',
      excerpt: '',
      wordCount: 0,
    });
  });
});
