import { BODY_FIELD } from '@common/editor/noteFields';
import { noteSchemaExtensions } from '@common/editor/noteSchema';
import { Editor } from '@tiptap/core';
import CodeBlock from '@tiptap/extension-code-block';
import Collaboration from '@tiptap/extension-collaboration';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { collabTestEditor } from '@app/scenes/Note/ai/collabTestEditor';
import { TrailingParagraph } from './TrailingParagraph';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/**
 * The note as another device stored it (ending with `markdown`'s last block), opened in an
 * editor as the note screen builds it; the updates this editor sends from then on.
 */
function openStoredNote(markdown: string) {
  const stored = collabTestEditor(markdown);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(stored.doc), 'server');
  const sent: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'server') sent.push(update);
  });
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: [
      ...noteSchemaExtensions({ codeBlock: CodeBlock }),
      Collaboration.configure({ document: doc, field: BODY_FIELD }),
      TrailingParagraph,
    ],
  });
  editors.push(editor);
  // Another device's edits arrive as the server relays them.
  stored.doc.on('update', (update: Uint8Array) => Y.applyUpdate(doc, update, 'server'));
  return { editor, sent, stored: stored.editor };
}

const lastBlock = (editor: Editor) => editor.state.doc.lastChild?.type.name;

describe('the trailing paragraph', () => {
  it('is not added when a note ending with a list is opened: opening changes nothing', () => {
    const { editor, sent } = openStoredNote('Packing\n\n- tent\n- stove');
    expect(lastBlock(editor)).toBe('bulletList');
    expect(sent).toEqual([]);
  });

  it('follows an edit made here, so there is a line to click into below the list', () => {
    const { editor, sent } = openStoredNote('Packing\n\n- tent\n- stove');
    const endOfStove = editor.state.doc.content.size - 3;
    editor.chain().setTextSelection(endOfStove).insertContent(' and fuel').run();
    expect(editor.getText()).toContain('stove and fuel');
    expect(lastBlock(editor)).toBe('paragraph');
    expect(editor.state.doc.lastChild?.content.size).toBe(0);
    expect(sent.length).toBeGreaterThan(0);
  });

  it('is not added when another device’s edit ends the note with a list', () => {
    const { editor, sent, stored } = openStoredNote('Packing');
    stored.commands.insertContentAt(stored.state.doc.content.size, {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'tent' }] }],
        },
      ],
    });
    expect(lastBlock(editor)).toBe('bulletList');
    expect(sent).toEqual([]);
  });
});
