import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * The character a `beforeinput` event would type into an empty textblock at
 * the editor's own cursor; null when the browser should type it as usual.
 */
function characterForEmptyBlock(view: EditorView, event: InputEvent): string | null {
  if (event.inputType !== 'insertText' || !event.data || event.isComposing || view.composing)
    return null;
  const { selection } = view.state;
  if (!(selection instanceof TextSelection) || !selection.empty) return null;
  const { $from } = selection;
  if (!$from.parent.isTextblock || $from.parent.content.size > 0) return null;
  // Only where the page's cursor is the editor's: a click not yet read is left to the browser.
  const domSelection = view.dom.ownerDocument.getSelection();
  if (!domSelection?.anchorNode || !view.dom.contains(domSelection.anchorNode)) return null;
  try {
    if (view.posAtDOM(domSelection.anchorNode, domSelection.anchorOffset) !== $from.pos)
      return null;
  } catch {
    return null;
  }
  return event.data;
}

/**
 * Types the first character of an empty paragraph, heading or list item with a
 * transaction rather than letting the browser edit the page. Chromium, typing
 * into a block that holds only its placeholder line break, can report its
 * cursor before the character it just inserted when the next key follows
 * within a few milliseconds (a busy machine, a fast typist); ProseMirror reads
 * that cursor and the next letters land in front: "/voice" became "voice/".
 * Input rules and the slash menu still see the character (`handleTextInput`).
 */
export const EmptyBlockTyping = Extension.create({
  name: 'emptyBlockTyping',

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('emptyBlockTyping'),
        props: {
          handleDOMEvents: {
            beforeinput: (view, event) => {
              const text = characterForEmptyBlock(view, event);
              if (text === null) return false;
              event.preventDefault();
              const at = view.state.selection.from;
              const typed = () => view.state.tr.insertText(text, at, at);
              const handled = view.someProp('handleTextInput', (handle) =>
                handle(view, at, at, text, typed),
              );
              if (!handled) view.dispatch(typed().scrollIntoView());
              return true;
            },
          },
        },
      }),
    ];
  },
});
