import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { ySyncPluginKey } from '@tiptap/y-tiptap';

/**
 * A change the person at this editor made: not one the shared document
 * brought in (the note as stored when it opens, another device's edit, an
 * undo), which y-tiptap marks as its own.
 */
function isOwnEdit(transaction: Transaction): boolean {
  if (!transaction.docChanged) return false;
  // y-tiptap types its meta as `any`; the flag is all that is read.
  const sync = transaction.getMeta(ySyncPluginKey) as { isChangeOrigin?: boolean } | undefined;
  return !sync?.isChangeOrigin;
}

/**
 * Keeps an empty paragraph after a note's last list, image, table or code
 * block, so there is always a line to click into below it, but adds it only
 * with an edit made here. TipTap's own trailing node (in StarterKit) adds it
 * as soon as a note ending with a list is opened: merely opening a note
 * then changed it, marked it updated, put a version in its history, showed
 * "Saving…", and, offline, counted it as a change waiting to sync.
 */
export const TrailingParagraph = Extension.create({
  name: 'trailingParagraph',

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('trailingParagraph'),
        appendTransaction: (transactions, _oldState, state) => {
          const paragraph = state.schema.nodes.paragraph;
          if (!paragraph || state.doc.lastChild?.type === paragraph) return null;
          if (!transactions.some(isOwnEdit)) return null;
          return state.tr.insert(state.doc.content.size, paragraph.create());
        },
      }),
    ];
  },
});
