import { Editor, Extension } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteSchemaExtensions } from '@common/editor/noteSchema';
import { EmptyBlockTyping } from './EmptyBlockTyping';
import { SlashCommand, SlashMenuStore } from './SlashCommand';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
  document.body.replaceChildren();
});

/** An editor on the page holding `html`, with the slash menu, its cursor at `position`. */
function editorWith(html: string, position: number, more: Extension[] = []) {
  const element = document.createElement('div');
  document.body.append(element);
  const store = new SlashMenuStore();
  const editor = new Editor({
    element,
    extensions: [
      ...noteSchemaExtensions(),
      EmptyBlockTyping,
      SlashCommand.configure({ store }),
      ...more,
    ],
    content: html,
  });
  editors.push(editor);
  editor.commands.setTextSelection(position);
  placePageCursor(editor, position);
  return { editor, store };
}

/** Puts the page's own cursor at the editor's `position`. */
function placePageCursor(editor: Editor, position: number) {
  const { node, offset } = editor.view.domAtPos(position);
  document.getSelection()?.collapse(node, offset);
}

/** What the browser sends before typing `data`; answers whether the editor took it over. */
function typeWithBeforeInput(editor: Editor, data: string, init: InputEventInit = {}): boolean {
  const event = new InputEvent('beforeinput', {
    inputType: 'insertText',
    data,
    bubbles: true,
    cancelable: true,
    ...init,
  });
  editor.view.dom.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('typing into an empty block', () => {
  it('types the character itself and leaves the cursor after it, so the next letters follow', async () => {
    const { editor, store } = editorWith('<p>Before the recording</p><p></p>', 23);
    expect(typeWithBeforeInput(editor, '/')).toBe(true);
    expect(editor.getText({ blockSeparator: '|' })).toBe('Before the recording|/');
    expect(editor.state.selection.from).toBe(24);
    // The slash menu saw the slash, as when the browser types it.
    await vi.waitFor(() => expect(store.getSnapshot()?.items.length).toBeGreaterThan(0));

    // Once the block holds text, the browser types as usual.
    placePageCursor(editor, 24);
    expect(typeWithBeforeInput(editor, 'v')).toBe(false);
  });

  it('passes the character through handleTextInput, where input rules live', () => {
    const seen: string[] = [];
    const { editor } = editorWith('<p></p>', 1, [
      Extension.create({
        name: 'recordsTextInput',
        addProseMirrorPlugins: () => [
          new Plugin({
            props: {
              handleTextInput: (_view, from, to, text) => {
                seen.push(`${from}-${to}:${text}`);
                return false;
              },
            },
          }),
        ],
      }),
    ]);
    expect(typeWithBeforeInput(editor, 'A')).toBe(true);
    expect(seen).toEqual(['1-1:A']);
    expect(editor.getHTML()).toBe('<p>A</p>');
  });

  it('keeps the marks chosen before typing', () => {
    const { editor } = editorWith('<p></p>', 1);
    editor.commands.toggleBold();
    expect(typeWithBeforeInput(editor, 'B')).toBe(true);
    expect(editor.getHTML()).toBe('<p><strong>B</strong></p>');
  });

  it('leaves composition, deletions and a page cursor elsewhere to the browser', () => {
    const { editor } = editorWith('<p>First</p><p></p>', 8);
    expect(typeWithBeforeInput(editor, 'あ', { isComposing: true })).toBe(false);
    expect(typeWithBeforeInput(editor, '', { inputType: 'deleteContentBackward' })).toBe(false);
    // A click the editor has not read yet put the page's cursor in the first paragraph.
    placePageCursor(editor, 3);
    expect(typeWithBeforeInput(editor, 'x')).toBe(false);
    expect(editor.getText({ blockSeparator: '|' })).toBe('First|');
  });
});
