import { BODY_FIELD, TITLE_FIELD } from '@common/editor/noteFields';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createNoteDoc, encodeNoteDoc, projectNote } from '../notes/noteDocument';
import { inPgliteProject } from '../test/testProjects';
import { createUpdateGuard, RefusedUpdate } from './updateGuard';

/**
 * The server's document and an editor's copy of it: each change the editor
 * makes is checked by the guard, then applied on the server, as Hocuspocus
 * does with a live update.
 */
function editing(server: Y.Doc) {
  let measured = 0;
  const guard = createUpdateGuard({
    measure: (doc) => {
      measured++;
      const { title, markdown } = projectNote(doc);
      return { title: title.length, markdown: markdown.length };
    },
  });
  const editor = new Y.Doc();
  Y.applyUpdate(editor, encodeNoteDoc(server));
  const refused: string[] = [];
  editor.on('update', (update: Uint8Array) => {
    try {
      guard.check(server, update);
      Y.applyUpdate(server, update);
    } catch (error) {
      if (!(error instanceof RefusedUpdate)) throw error;
      refused.push(error.reason);
    }
  });
  return { editor, refused, measured: () => measured };
}

const lastParagraphText = (doc: Y.Doc) => {
  const body = doc.getXmlFragment(BODY_FIELD);
  const paragraph = body.get(body.length - 1) as Y.XmlElement;
  return paragraph.get(0) as Y.XmlText;
};

// No database here: the PGlite project runs this file, the PostgreSQL one need not.
describe.runIf(inPgliteProject)('the live update guard', () => {
  it('measures a long note once while its body is typed in, key by key', () => {
    const markdown = Array.from({ length: 200 }, (_, i) => `Paragraph ${i} of a long note.`);
    const server = createNoteDoc({ title: 'A long note', markdown: markdown.join('\n\n') });
    const { editor, refused, measured } = editing(server);

    const text = lastParagraphText(editor);
    for (const character of ' and it goes on, one key at a time, for a while longer.'.repeat(4))
      text.insert(text.length, character);
    // A new paragraph and its text in one update: the text is traced through the paragraph.
    editor.transact(() => {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText('A paragraph of its own.')]);
      const body = editor.getXmlFragment(BODY_FIELD);
      body.insert(body.length, [paragraph]);
    });

    expect(refused).toEqual([]);
    expect(measured()).toBe(1);
    expect(projectNote(server).markdown).toContain(
      'for a while longer.\n\nA paragraph of its own.',
    );
  });

  it('refuses the key that takes a title past 500 characters, typed one at a time', () => {
    const server = createNoteDoc({ title: 'x'.repeat(495), markdown: 'Body.' });
    const { editor, refused } = editing(server);

    const title = editor.getText(TITLE_FIELD);
    // The server closes the socket at the first refusal: the editor sends nothing after it.
    for (let i = 0; i < 10 && refused.length === 0; i++) title.insert(title.length, 'y');

    expect(projectNote(server).title).toBe(`${'x'.repeat(495)}${'y'.repeat(5)}`);
    expect(refused).toEqual(['The note would be too long']);
  });

  it('counts an update it cannot trace against the title, and measures when that could cross it', () => {
    const server = createNoteDoc({ title: 'x'.repeat(490), markdown: 'Body.' });
    const { editor, refused, measured } = editing(server);

    // 100 paragraphs in one update: past what is traced, so bounded as if in the title.
    editor.transact(() => {
      const body = editor.getXmlFragment(BODY_FIELD);
      for (let i = 0; i < 100; i++) {
        const paragraph = new Y.XmlElement('paragraph');
        paragraph.insert(0, [new Y.XmlText(`Line ${i}`)]);
        body.insert(body.length, [paragraph]);
      }
    });

    expect(refused).toEqual([]);
    expect(measured()).toBe(2);
  });
});
