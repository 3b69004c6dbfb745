import { useInfiniteQuery } from '@tanstack/react-query';
import { noteKeys, notesApi, type NoteListParams } from '@app/notes/notesApi';

/** Notes per request: a screenful several times over, small enough to arrive at once. */
const PAGE_SIZE = 100;

/** A sorted, filtered list of notes, a page at a time (cursor pagination). */
export function useNoteList(params: NoteListParams) {
  const query = useInfiniteQuery({
    queryKey: noteKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      notesApi.list(
        { ...params, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const notes = query.data?.pages.flatMap((page) => page.notes) ?? [];
  return { ...query, notes };
}
