import type { Editor } from '@tiptap/react';
import { useMemo, useSyncExternalStore } from 'react';
import { countNote, type NoteCounts } from './noteCounts';

/** How long typing must pause before the word count catches up. */
export const COUNT_DELAY_MS = 300;

/** The editor's counts, read again once its document has stopped changing for `delay` ms. */
function countsStore(editor: Editor, delay: number) {
  let snapshot = countNote(editor.state.doc);
  return {
    getSnapshot: () => snapshot,
    subscribe: (notify: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const recount = () => {
        snapshot = countNote(editor.state.doc);
        notify();
      };
      const onUpdate = () => {
        clearTimeout(timer);
        timer = setTimeout(recount, delay);
      };
      editor.on('update', onUpdate);
      return () => {
        clearTimeout(timer);
        editor.off('update', onUpdate);
      };
    },
  };
}

/**
 * The note's words and characters, updated once typing pauses: a key press
 * neither counts the document nor renders anything but the text it typed.
 */
export function useNoteCounts(editor: Editor, delay = COUNT_DELAY_MS): NoteCounts {
  const store = useMemo(() => countsStore(editor, delay), [editor, delay]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
