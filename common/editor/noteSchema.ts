import type { AnyExtension } from '@tiptap/core';
import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { AudioNode } from './audioNode';

/** What the browser editor swaps in; the stored node and mark types stay the same. */
export interface EditorOverrides {
  /** A code block with syntax highlighting; same node name (`codeBlock`) and attributes. */
  codeBlock: AnyExtension;
  /** The recording's player (app/voice); same node name (`audio`) and attributes. */
  audio?: AnyExtension;
  /**
   * The image with a search hit's words boxed on it (app/photo); same node
   * name (`image`) and attributes. Left out, the image is the plain one.
   */
  image?: AnyExtension;
}

/**
 * The schema of a note body, shared by the server (projection, Markdown) and
 * the editor, so content one writes the other can always read. The editor
 * leaves undo to Yjs (its history is per user, not per document) and brings
 * its own highlighted code block and trailing paragraph.
 */
export function noteSchemaExtensions(editor?: EditorOverrides): AnyExtension[] {
  return [
    StarterKit.configure(
      editor
        ? {
            undoRedo: false,
            codeBlock: false,
            // The editor brings its own, added only with an edit (app TrailingParagraph).
            trailingNode: false,
            link: { openOnClick: false, autolink: true },
          }
        : {},
    ),
    ...(editor ? [editor.codeBlock] : []),
    TaskList,
    TaskItem.configure({ nested: true }),
    Highlight,
    TableKit.configure({ table: { resizable: false } }),
    editor?.image ?? Image.configure({ allowBase64: false }),
    editor?.audio ?? AudioNode,
  ];
}
