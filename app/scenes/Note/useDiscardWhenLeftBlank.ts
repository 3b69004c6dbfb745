import { isBlankNoteDoc } from '@common/editor/blankNote';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { updateCachedNoteLists } from '@app/notes/cachedNoteLists';
import { noteKeys, notesApi } from '@app/notes/notesApi';
import type { CollabDocument } from './editor/useCollabDocument';

/**
 * A note left with no title and no body (a "New note" nobody wrote in) is
 * deleted for good when its screen closes or the tab does, so it never
 * lingers as "Untitled". Only when the server has everything this editor
 * holds: a body still on its way is never discarded, and the server itself
 * refuses (409) when the stored or live note has content.
 */
export function useDiscardWhenLeftBlank(id: string, { doc, provider }: CollabDocument) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let done = false;
    const discard = () => {
      if (done) return;
      done = true;
      if (!provider.isSynced || provider.hasUnsyncedChanges || !isBlankNoteDoc(doc)) return;
      // Gone from the lists at once; if the server kept it after all, the refresh brings it back.
      updateCachedNoteLists(queryClient, (notes) => notes.filter((note) => note.id !== id));
      void notesApi
        .discard(id)
        .catch(() => undefined)
        .finally(() => {
          queryClient.removeQueries({ queryKey: noteKeys.detail(id) });
          void queryClient.invalidateQueries({ queryKey: noteKeys.all });
        });
    };
    // A page kept in the back-forward cache may come back to this very note: keep it then.
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) discard();
    };
    // The screen closing destroys the provider, possibly before this effect's own clean-up.
    provider.on('destroy', discard);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      provider.off('destroy', discard);
      discard();
    };
  }, [id, doc, provider, queryClient]);
}
