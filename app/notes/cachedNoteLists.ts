import type { NoteList, NoteSummary } from '@common/schemas/notes';
import type { QueryClient } from '@tanstack/react-query';
import { noteKeys } from '@app/queries/queryKeys';

/**
 * Changes the notes of every cached list page at once (a title typed, a note
 * discarded), before the server's answer refreshes them.
 */
export function updateCachedNoteLists(
  queryClient: QueryClient,
  change: (notes: NoteSummary[]) => NoteSummary[],
) {
  queryClient.setQueriesData<{ pages: NoteList[] }>({ queryKey: noteKeys.lists() }, (data) =>
    data?.pages
      ? { ...data, pages: data.pages.map((page) => ({ ...page, notes: change(page.notes) })) }
      : data,
  );
}
