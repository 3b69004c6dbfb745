import { isBlankNoteDoc } from '@common/editor/blankNote';
import { useEffect } from 'react';
import { useDiscardNote } from '@app/queries/noteQueries';
import type { CollabDocument } from './editor/useCollabDocument';

/**
 * A note left with no title and no body (a "New note" nobody wrote in) is
 * deleted for good when its screen closes or the tab does, so it never
 * lingers as "Untitled". Only when the server has everything this editor
 * holds: a body still on its way is never discarded, and the server itself
 * refuses (409) when the stored or live note has content.
 */
export function useDiscardWhenLeftBlank(
  id: string,
  { doc, provider }: Pick<CollabDocument, 'doc' | 'provider'>,
) {
  const discardNote = useDiscardNote();
  useEffect(() => {
    let done = false;
    const discard = () => {
      if (done) return;
      done = true;
      if (!provider.isSynced || provider.hasUnsyncedChanges || !isBlankNoteDoc(doc)) return;
      discardNote(id);
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
  }, [id, doc, provider, discardNote]);
}
