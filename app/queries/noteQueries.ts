import type { SearchMode } from '@common/schemas/ai';
import type { CreateNote, UpdateNote } from '@common/schemas/notes';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { aiApi } from '@app/ai/aiApi';
import { updateCachedNoteLists } from '@app/notes/cachedNoteLists';
import { notesApi, type NoteListParams } from '@app/notes/notesApi';
import { noteKeys, tagKeys } from './queryKeys';

/** A note's record (tags, pin, dates); its title and body live in its Yjs document. */
export function useNoteQuery(id: string) {
  return useQuery({
    queryKey: noteKeys.detail(id),
    queryFn: async () => (await notesApi.get(id)).note,
    // A missing note is a 404 to show, not a flaky network to retry.
    retry: false,
  });
}

/** A sorted, filtered list of notes, a page at a time (cursor pagination; `limit` per page). */
export function useNoteListQuery(params: NoteListParams) {
  return useInfiniteQuery({
    queryKey: noteKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      notesApi.list({ ...params, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * The server's ranked results for `q`: the previous results stay on screen
 * while the next ones load, and a superseded request is cancelled.
 */
export function useNoteSearchQuery(
  params: { q: string; tag?: string | undefined; limit: number; mode?: SearchMode | undefined },
  enabled: boolean,
) {
  const { q, tag, limit, mode = 'fulltext' } = params;
  return useQuery({
    queryKey: noteKeys.search({ q, tag, limit, mode }),
    queryFn: ({ signal }) =>
      notesApi.search(
        { q, ...(tag ? { tag } : {}), limit, ...(mode !== 'fulltext' && { mode }) },
        signal,
      ),
    // By meaning, a refusal (AI not set up) is an answer to show, not a flaky network to retry.
    ...(mode !== 'fulltext' && { retry: false }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/**
 * The notes closest in meaning to this one. While the account's notes are
 * still being indexed, asked again every few seconds.
 */
export function useRelatedNotesQuery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: noteKeys.related(id),
    queryFn: ({ signal }) => aiApi.relatedNotes(id, signal),
    enabled,
    retry: false,
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.indexed === false ? 4_000 : false),
  });
}

/**
 * Creates a note (blank, tagged, or from a template). Its record goes into
 * the cache at once, so the editor opens without another request; every
 * list reads again.
 */
export function useCreateNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateNote) => (await notesApi.create(input)).note,
    onSuccess: (note) => {
      queryClient.setQueryData(noteKeys.detail(note.id), note);
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
    },
  });
}

/**
 * Saves a change to the note's record (tags, pin): the cached record takes
 * the server's answer at once, the lists and tag counts read again.
 */
export function useUpdateNoteMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: UpdateNote) => (await notesApi.update(id, patch)).note,
    onSuccess: (note) => {
      queryClient.setQueryData(noteKeys.detail(id), note);
      void queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
    },
  });
}

/**
 * Deletes a note left blank, for good. It leaves the cached lists at once;
 * if the server kept it after all (409: it has content), the refresh that
 * follows brings it back. The call survives the tab closing.
 */
export function useDiscardNote() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string) => {
      updateCachedNoteLists(queryClient, (notes) => notes.filter((note) => note.id !== id));
      void notesApi
        .discard(id)
        .catch(() => undefined)
        .finally(() => {
          queryClient.removeQueries({ queryKey: noteKeys.detail(id) });
          void queryClient.invalidateQueries({ queryKey: noteKeys.all });
        });
    },
    [queryClient],
  );
}
