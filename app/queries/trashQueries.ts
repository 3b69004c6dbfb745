import type { Note, NoteSummary } from '@common/schemas/notes';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { updateCachedNoteLists } from '@app/notes/cachedNoteLists';
import { notesApi } from '@app/notes/notesApi';
import { sendOrQueue } from '@app/offline/offlineSync';
import { cachedNote, insertIntoNoteLists } from '@app/offline/optimistic';
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
 * Moves a note to the trash, offline too (the move then waits in the
 * outbox and the note leaves the cached lists at once). `leave` closes the
 * note's screen first; only then do the caches read again, and the note's
 * own queries (its record and its related notes) are only marked stale:
 * read while its screen is still closing, they would answer 404. A read of
 * them already on its way is called off first, for the same reason: on a
 * slow network it can reach the server after the move.
 */
export function useMoveNoteToTrash() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string, leave: () => Promise<void>): Promise<NoteSummary> => {
      const before = cachedNote(queryClient, id);
      const ownKeys = [noteKeys.detail(id), noteKeys.related(id)];
      await Promise.all(ownKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const outcome = await sendOrQueue<{ note: Note }>({
        method: 'DELETE',
        path: `/api/notes/${encodeURIComponent(id)}`,
        kind: 'trash-note',
        noteId: id,
        label: `Moving “${before?.title || 'Untitled'}” to the trash`,
      });
      await leave();
      if (outcome.queued) {
        updateCachedNoteLists(queryClient, (notes) => notes.filter((note) => note.id !== id));
        const trashed = { ...(before ?? fallbackNote(id)), deletedAt: new Date().toISOString() };
        queryClient.setQueryData<Note>(noteKeys.detail(id), (note) =>
          note ? { ...note, deletedAt: trashed.deletedAt } : note,
        );
        return trashed;
      }
      for (const queryKey of ownKeys)
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      const own = new Set(ownKeys.map((key) => hashKey(key)));
      void queryClient.invalidateQueries({
        queryKey: noteKeys.all,
        predicate: (query) => !own.has(query.queryHash),
      });
      return outcome.data.note;
    },
    [queryClient],
  );
}

/** A note the cache no longer holds, for the toast's words only. */
const fallbackNote = (id: string): NoteSummary => ({
  id,
  title: '',
  excerpt: '',
  tags: [],
  pinned: false,
  wordCount: 0,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  deletedAt: null,
  journal: null,
});

/**
 * Brings a note back from the trash without waiting for the lists to read
 * again (the toast's Undo, which opens the note at once); offline, it waits
 * in the outbox after the move it undoes.
 */
export function useRestoreNote() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string): Promise<NoteSummary> => {
      const before = cachedNote(queryClient, id);
      const outcome = await sendOrQueue<{ note: Note }>({
        method: 'POST',
        path: `/api/notes/${encodeURIComponent(id)}/restore`,
        body: {},
        kind: 'restore-note',
        noteId: id,
        label: `Restoring “${before?.title || 'Untitled'}” from the trash`,
      });
      if (outcome.queued) {
        const restored = { ...(before ?? fallbackNote(id)), deletedAt: null };
        queryClient.setQueryData<Note>(noteKeys.detail(id), (note) =>
          note ? { ...note, deletedAt: null } : note,
        );
        insertIntoNoteLists(queryClient, restored);
        return restored;
      }
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
      return outcome.data.note;
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
