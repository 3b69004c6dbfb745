import type { Note, NoteSummary } from '@common/schemas/notes';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notesApi } from '@app/notes/notesApi';
import { useRefreshingWrite, type MutationCallbacks } from './mutationCallbacks';
import { noteKeys, trashKeys } from './queryKeys';

/** The trashed notes, most recently trashed first. */
export function useTrashQuery() {
  return useQuery({
    queryKey: trashKeys.list(),
    queryFn: async () => (await notesApi.listTrash()).notes,
  });
}

/**
 * Moves a note to the trash. `leave` closes the note's screen first; only
 * then do the caches read again, and the note's own queries (its record
 * and its related notes) are only marked stale: read while its screen is
 * still closing, they would answer 404.
 */
export function useMoveNoteToTrash() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string, leave: () => Promise<void>): Promise<Note> => {
      const { note } = await notesApi.trash(id);
      await leave();
      const ownKeys = [noteKeys.detail(id), noteKeys.related(id)];
      for (const queryKey of ownKeys)
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      const own = new Set(ownKeys.map((key) => hashKey(key)));
      void queryClient.invalidateQueries({
        queryKey: noteKeys.all,
        predicate: (query) => !own.has(query.queryHash),
      });
      return note;
    },
    [queryClient],
  );
}

/**
 * Brings a note back from the trash without waiting for the lists to read
 * again (the toast's Undo, which opens the note at once).
 */
export function useRestoreNote() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string): Promise<Note> => {
      const { note } = await notesApi.restore(id);
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
      return note;
    },
    [queryClient],
  );
}

/**
 * The trash screen's writes. Each refreshes every note query when it
 * settles, so the lists, the tag counts and the trash agree, and stays
 * pending until they have.
 */
function useTrashWrite<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  callbacks: MutationCallbacks<Output, Input>,
) {
  return useRefreshingWrite(noteKeys.all, mutationFn, callbacks);
}

export function useRestoreNoteMutation(callbacks: MutationCallbacks<Note, string> = {}) {
  return useTrashWrite(async (id: string) => (await notesApi.restore(id)).note, callbacks);
}

type TrashedNote = Pick<NoteSummary, 'id' | 'title'>;

export function useDeleteForeverMutation(
  callbacks: MutationCallbacks<TrashedNote, TrashedNote> = {},
) {
  return useTrashWrite(async (note: TrashedNote) => {
    await notesApi.deleteForever(note.id);
    return note;
  }, callbacks);
}

/** Empties the trash; answers how many notes were deleted. */
export function useEmptyTrashMutation(callbacks: MutationCallbacks<number, void> = {}) {
  return useTrashWrite(async () => (await notesApi.emptyTrash()).deleted, callbacks);
}
