import type { SearchMode } from '@common/schemas/ai';
import type { CreateNote, Note, UpdateNote } from '@common/schemas/notes';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { aiApi } from '@app/ai/aiApi';
import { updateCachedNoteLists } from '@app/notes/cachedNoteLists';
import { notesApi, type NoteListParams } from '@app/notes/notesApi';
import { activeOfflineSync, sendOrQueue } from '@app/offline/offlineSync';
import {
  cachedNote,
  cachedTemplate,
  insertIntoNoteLists,
  optimisticNote,
  tagsNamed,
} from '@app/offline/optimistic';
import { writesStillSending } from './mutationCallbacks';
import { noteKeys, noteRecordWriteKey, tagKeys } from './queryKeys';

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
 * Creates a note (blank, tagged, or from a template) under an id made here,
 * so it works offline too: the create then waits in the outbox and the
 * note's record, as far as the device knows it, goes into the cache and the
 * lists at once (a template's text is put in by the server when the create
 * reaches it). Online, the server's record goes into the cache and every
 * list reads again. Either way the editor opens without another request.
 */
export function useCreateNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the write joins the outbox: it must run rather than wait for the network.
    networkMode: 'always',
    mutationFn: async (input: CreateNote) => {
      const id = input.id ?? crypto.randomUUID();
      const outcome = await sendOrQueue<{ note: Note }>({
        method: 'POST',
        path: '/api/notes',
        body: { ...input, id },
        kind: 'create-note',
        noteId: id,
        label: createLabel(queryClient, input),
      });
      if (!outcome.queued) {
        queryClient.setQueryData(noteKeys.detail(id), outcome.data.note);
        void queryClient.invalidateQueries({ queryKey: noteKeys.all });
        return outcome.data.note;
      }
      // A refresh now would not find a note the server has not made yet: show it as it will be.
      const note = optimisticNote(queryClient, id, input);
      queryClient.setQueryData(noteKeys.detail(id), note);
      insertIntoNoteLists(queryClient, note);
      return note;
    },
  });
}

function createLabel(queryClient: QueryClient, input: CreateNote): string {
  const template = cachedTemplate(queryClient, input.templateId);
  if (template) return `A new note from the template “${template.name}”`;
  return input.title ? `A new note “${input.title}”` : 'A new note';
}

/** How a change to the note's record is named in the list of waiting changes and in a refusal. */
function updateLabel(title: string, patch: UpdateNote): string {
  if (patch.pinned !== undefined) return `${patch.pinned ? 'Pinning' : 'Unpinning'} “${title}”`;
  if (patch.tags !== undefined) return `A tag change to “${title}”`;
  return `A change to “${title}”`;
}

/**
 * The record of a note opened from the device's copy: offline, a note this tab never read has
 * none cached, and the change would be queued without the screen showing it.
 */
async function deviceRecord(queryClient: QueryClient, id: string): Promise<Note | null> {
  const userId = activeOfflineSync()?.userId;
  if (!userId) return null;
  // Loaded with the note screen, which opens such a note from it; not part of the lists' code.
  const { deviceNote } = await import('@app/offline/copies/deviceNote');
  return deviceNote(queryClient, userId, id);
}

/** What `patch` changes in a record: its pin, its tags by name. */
const recordChanges = (queryClient: QueryClient, patch: UpdateNote) => ({
  ...(patch.pinned !== undefined && { pinned: patch.pinned }),
  ...(patch.tags !== undefined && { tags: tagsNamed(queryClient, patch.tags) }),
});

/** The note's cached record as it will be once `patch` is saved. */
function showRecordPatch(queryClient: QueryClient, id: string, patch: UpdateNote) {
  const changed = recordChanges(queryClient, patch);
  queryClient.setQueryData<Note>(noteKeys.detail(id), (note) =>
    note ? { ...note, ...changed } : note,
  );
}

/** Shows again the record writes made after `answered` and not yet saved (writesStillSending). */
function showWritesStillSending(queryClient: QueryClient, id: string, answered: UpdateNote) {
  for (const patch of writesStillSending(queryClient, noteRecordWriteKey(id), answered))
    showRecordPatch(queryClient, id, patch);
}

/**
 * Saves a change to the note's record (tags, pin), offline too. The cached
 * record takes the change at once and the server's answer once it comes (or
 * goes back if the server refuses); the lists and tag counts read again once
 * the server has it. Writes go one at a time, in the order made: each sends
 * the whole tag list, so a second tag added before the first was answered
 * must be added to the list that holds the first, and reach the server after it.
 */
export function useUpdateNoteMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: noteRecordWriteKey(id),
    scope: { id: `note-record:${id}` },
    networkMode: 'always',
    onMutate: async (patch: UpdateNote) => {
      await queryClient.cancelQueries({ queryKey: noteKeys.detail(id) });
      const before = queryClient.getQueryData<Note>(noteKeys.detail(id));
      showRecordPatch(queryClient, id, patch);
      return { before };
    },
    mutationFn: async (patch: UpdateNote) => {
      const before = cachedNote(queryClient, id);
      const outcome = await sendOrQueue<{ note: Note }>({
        method: 'PATCH',
        path: `/api/notes/${encodeURIComponent(id)}`,
        body: patch,
        kind: 'update-note',
        noteId: id,
        label: updateLabel(before?.title || 'Untitled', patch),
      });
      if (!outcome.queued) return { note: outcome.data.note, queued: false };
      // The record shows the change already (onMutate); the lists take it here.
      const changed = recordChanges(queryClient, patch);
      updateCachedNoteLists(queryClient, (notes) =>
        notes.map((note) => (note.id === id ? { ...note, ...changed } : note)),
      );
      const own =
        queryClient.getQueryData<Note>(noteKeys.detail(id)) ??
        (await deviceRecord(queryClient, id));
      return { note: own ? { ...own, ...changed } : undefined, queued: true };
    },
    onSuccess: ({ note, queued }, patch) => {
      if (note) queryClient.setQueryData(noteKeys.detail(id), note);
      showWritesStillSending(queryClient, id, patch);
      if (queued) return;
      void queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
    },
    onError: (_error, patch, context) => {
      if (context) queryClient.setQueryData(noteKeys.detail(id), context.before);
      showWritesStillSending(queryClient, id, patch);
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
