import { NOTE_META_CHANGED } from '@common/collabMessages';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announceNoteChange, refreshNote } from '@app/notes/noteChanges';

/**
 * Keeps the note's tags and pin live like its body: when the server says the
 * record changed (in this tab, another tab or another device), the note is
 * read again here and this browser's other tabs are told.
 */
export function useLiveNoteMeta(noteId: string, provider: HocuspocusProvider | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!provider) return;
    const onStateless = ({ payload }: { payload: string }) => {
      if (payload !== NOTE_META_CHANGED) return;
      refreshNote(queryClient, noteId);
      announceNoteChange(noteId);
    };
    provider.on('stateless', onStateless);
    return () => {
      provider.off('stateless', onStateless);
    };
  }, [noteId, provider, queryClient]);
}
