import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  countWords,
  createNoteDoc,
  excerptOf,
  encodeNoteDoc,
  applyPreparedBody,
  bodyJson,
  loadNoteDoc,
  newNoteDoc,
  prepareBody,
  projectNote,
  replaceBody,
  setTitle,
} from './noteDocument';
import { createMarkdownParser } from '../markdown/markdownParser';
import { markdownTexts } from '../test/markdownTexts';

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
    expect(countWords('café\u00a0naïve\u3000한국어 — ١٢٣ 😀 𠀀x')).toBe(8);
  });

  it('makes the excerpt from the start of the text as from the whole of it', () => {
    const fromWhole = (text: string) => {
      const flat = text.replace(/\s+/g, ' ');
      return flat.length > 200 ? `${flat.slice(0, 199).trimEnd()}…` : flat;
    };
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('word', 'a', ' ', '\n\n', '          ', '\t', '\u00a0'), {
          maxLength: 400,
        }),
        (parts) => {
          const text = parts.join('');
          expect(excerptOf(text)).toBe(fromWhole(text));
        },
      ),
      { numRuns: 1_000 },
    );
    expect(excerptOf(`${' '.repeat(1_000)}end`)).toBe(' end');
  });

  it('counts as the regular expressions it replaced did, on any text', () => {
    // The definition the one-pass count keeps: CJK characters one each, then the runs between
    // white space that hold a letter or a digit.
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
    const byExpressions = (text: string) =>
      (text.match(cjk)?.length ?? 0) +
      text
        .replace(cjk, ' ')
        .split(/\s+/)
        .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    const pieces = [
      'a',
      'Z',
      '7',
      '_',
      '-',
      '—',
      ',',
      ' ',
      '\t',
      '\n',
      '\v',
      '\u00a0',
      '\u2003',
      '\u3000',
      '\u200b',
      'é',
      'Ω',
      '١',
      '日',
      'メ',
      'の',
      '한',
      '😀',
      '𠀀',
      '\ud800',
      '\udc00',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        expect(countWords(text)).toBe(byExpressions(text));
      }),
      { numRuns: 2_000 },
    );
  });

  it('prepares a body (off the main thread) as replacing the body in place would, on any Markdown', () => {
    const parse = createMarkdownParser();
    const fromPrepared = (source: string) => {
      const prepared = prepareBody(parse(source));
      const doc = newNoteDoc();
      applyPreparedBody(doc, prepared);
      const { title: _title, ...projection } = projectNote(doc);
      // The projection the thread sends along is the one the document gives.
      expect(prepared.projection).toEqual(projection);
      return { body: bodyJson(doc), projection };
    };
    const fromReplaced = (source: string) => {
      const doc = newNoteDoc();
      replaceBody(doc, source);
      const { title: _title, ...projection } = projectNote(doc);
      return { body: bodyJson(doc), projection };
    };
    expect(fromPrepared(sample)).toEqual(fromReplaced(sample));
    fc.assert(
      fc.property(markdownTexts(), (source) => {
        expect(fromPrepared(source)).toEqual(fromReplaced(source));
      }),
      { numRuns: 300 },
    );
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
