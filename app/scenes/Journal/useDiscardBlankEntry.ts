import type { JournalEntry } from '@common/schemas/journal';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isBlankEntry } from '@app/journal/blankEntry';
import { useDiscardNote } from '@app/queries/noteQueries';
import { journalKeys } from '@app/queries/queryKeys';
import type { CollabDocument } from '@app/scenes/Note/editor/useCollabDocument';

/**
 * An entry opened and left with nothing in it (a click into the body, then
 * away) is deleted with its note when the day closes or the tab does, as a
 * blank note is (`useDiscardWhenLeftBlank`): only when the server has
 * everything this editor holds, and the server refuses (409) when the entry
 * has a mood, gratitude or a body.
 */
export function useDiscardBlankEntry(entry: JournalEntry, { doc, provider }: CollabDocument) {
  const discardNote = useDiscardNote();
  const queryClient = useQueryClient();
  // The latest mood and gratitude, read when the day closes.
  const latest = useRef(entry);
  useEffect(() => {
    latest.current = entry;
  }, [entry]);
  const { noteId } = entry;

  useEffect(() => {
    let done = false;
    const discard = () => {
      if (done) return;
      done = true;
      if (!provider.isSynced || provider.hasUnsyncedChanges) return;
      if (!isBlankEntry(doc, latest.current)) return;
      discardNote(noteId);
      queryClient.setQueryData(journalKeys.entry(latest.current.date), null);
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
    };
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) discard();
    };
    provider.on('destroy', discard);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      provider.off('destroy', discard);
      discard();
    };
  }, [noteId, doc, provider, discardNote, queryClient]);
}
