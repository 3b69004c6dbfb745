import { TiptapTransformer } from '@hocuspocus/transformer';
import type { JSONContent } from '@tiptap/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { BODY_FIELD } from '@common/editor/noteFields';
import { withKnownContent } from './knownContent';
import { createNoteDoc, encodeNoteDoc, knownContent } from './noteDocument';
import { bodyJsonOf, loadNoteDoc } from './yjsNoteDoc';
import { markdownTexts } from '../test/markdownTexts';

/** What bodyJson answered before it read the document with Yjs alone. */
const throughTiptap = (doc: Y.Doc) =>
  withKnownContent(TiptapTransformer.fromYdoc(doc, BODY_FIELD) as JSONContent, knownContent);

const everything = [
  '# Heading *one*',
  '',
  '## Heading two',
  '',
  'Text **bold**, *italic*, ~~struck~~, `code`, ==marked==, <u>under</u>, [a link](https://example.com "its title") and ***both at once***.',
  'A second line.  ',
  'After a hard break.',
  '',
  '- one',
  '  - nested',
  '- two',
  '',
  '1. first',
  '2. second',
  '',
  '- [ ] to do',
  '- [x] done',
  '',
  '> quoted **text**',
  '',
  '```ts',
  'const answer = 42;',
  '```',
  '',
  '| a | b |',
  '| --- | --- |',
  '| 1 | **2** |',
  '',
  '![a photo](https://example.com/photo.png)',
  '',
  '---',
  '',
  '漢字とかな、한국어 and emoji 📝.',
].join('\n');

describe('bodyJsonOf', () => {
  it('answers what y-prosemirror answers for every kind of node and mark', () => {
    const doc = loadNoteDoc(encodeNoteDoc(createNoteDoc({ markdown: everything })));
    const json = bodyJsonOf(doc, knownContent);
    expect(json).toEqual(throughTiptap(doc));
    const types = new Set<string>();
    const visit = (node: JSONContent) => {
      types.add(node.type ?? '');
      node.marks?.forEach((mark) => types.add(`mark:${mark.type}`));
      node.content?.forEach(visit);
    };
    visit(json);
    for (const expected of ['heading', 'bulletList', 'orderedList', 'taskItem', 'blockquote'])
      expect(types).toContain(expected);
    for (const expected of ['table', 'codeBlock', 'image', 'hardBreak', 'horizontalRule'])
      expect(types).toContain(expected);
    for (const mark of ['bold', 'italic', 'strike', 'code', 'highlight', 'underline', 'link'])
      expect(types).toContain(`mark:${mark}`);
  });

  it('leaves out what the schema does not know, and reads hashed mark names, as before', () => {
    const doc = new Y.Doc();
    const body = doc.getXmlFragment(BODY_FIELD);
    const paragraph = new Y.XmlElement('paragraph');
    const text = new Y.XmlText();
    text.insert(0, 'overlapping', { 'bold--AbCd+/9=': {}, sparkle: { level: 3 } });
    text.insert(11, ' plain', { 'bold--AbCd+/9=': null, sparkle: null });
    paragraph.insert(0, [text]);
    const unknown = new Y.XmlElement('futureWidget');
    unknown.setAttribute('size', 'large');
    const inside = new Y.XmlElement('paragraph');
    inside.insert(0, [new Y.XmlText('inside')]);
    unknown.insert(0, [inside]);
    body.insert(0, [
      paragraph,
      new Y.XmlText('stray text'),
      unknown,
      new Y.XmlElement('paragraph'),
    ]);

    const json = bodyJsonOf(doc, knownContent);
    expect(json).toEqual(throughTiptap(doc));
    expect(json.content).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'overlapping', marks: [{ type: 'bold', attrs: {} }] },
          { type: 'text', text: ' plain' },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'inside' }] },
      { type: 'paragraph' },
    ]);
  });

  it('agrees with y-prosemirror on any Markdown', () => {
    fc.assert(
      fc.property(markdownTexts(), (markdown) => {
        const doc = createNoteDoc({ markdown });
        expect(bodyJsonOf(doc, knownContent)).toEqual(throughTiptap(doc));
      }),
      { numRuns: 200 },
    );
  });
});
