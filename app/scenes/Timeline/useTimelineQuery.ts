import { useInfiniteQuery } from '@tanstack/react-query';
import { noteKeys, notesApi, type NoteListParams } from '@app/notes/notesApi';

const PAGE_SIZE = 30;

/**
 * Notes by creation date, newest first, a page at a time. Keyed among the
 * note lists, so the editor's live title updates and its list invalidations
 * reach the timeline too; `limit` in the key keeps it apart from a dashboard
 * list with the same sort, which pages by a different size.
 */
export function useTimelineQuery(createdBefore: string | undefined) {
  const params: NoteListParams = {
    sort: 'created',
    order: 'desc',
    limit: PAGE_SIZE,
    ...(createdBefore ? { createdBefore } : {}),
  };
  return useInfiniteQuery({
    queryKey: noteKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      notesApi.list({ ...params, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
