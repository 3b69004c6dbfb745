import { BODY_FIELD } from '@common/editor/noteFields';
import { noteSchemaExtensions } from '@common/editor/noteSchema';
import { Editor } from '@tiptap/core';
import CodeBlock from '@tiptap/extension-code-block';
import Collaboration from '@tiptap/extension-collaboration';
import { afterEach } from 'vitest';
import * as Y from 'yjs';
import { blocksToMarkdown, markdownToBlocks } from './markdownContent';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/**
 * For tests: an editor bound to a fresh shared document as the note screen
 * builds it (note schema, Collaboration, Yjs undo), holding `markdown`, and
 * the Yjs updates it sends from then on. Destroyed after each test.
 */
export function collabTestEditor(markdown: string) {
  const doc = new Y.Doc();
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: [
      ...noteSchemaExtensions({ codeBlock: CodeBlock }),
      Collaboration.configure({ document: doc, field: BODY_FIELD }),
    ],
  });
  editors.push(editor);
  editor.commands.insertContentAt(
    { from: 0, to: editor.state.doc.content.size },
    markdownToBlocks(markdown),
  );
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  const body = () => blocksToMarkdown(editor.getJSON().content ?? []);
  return { doc, editor, updates, body };
}
