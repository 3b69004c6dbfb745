import { useInfiniteQuery } from '@tanstack/react-query';
import { noteKeys, notesApi } from '@app/notes/notesApi';

const PAGE_SIZE = 30;

/**
 * Notes by creation date, newest first, a page at a time. Keyed under
 * `noteKeys.all` (so any write refreshes it) but outside `noteKeys.lists()`,
 * whose entries hold single pages rather than infinite data.
 */
export function useTimelineQuery(createdBefore: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...noteKeys.all, 'timeline', createdBefore ?? 'now'] as const,
    queryFn: ({ pageParam }) =>
      notesApi.list({
        sort: 'created',
        order: 'desc',
        limit: PAGE_SIZE,
        cursor: pageParam,
        createdBefore,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
