import type { NoteListParams } from '@app/notes/notesApi';
import { useNoteListQuery } from '@app/queries/noteQueries';

/** Notes per request: a screenful several times over, small enough to arrive at once. */
const PAGE_SIZE = 100;

/** A sorted, filtered list of notes, a page at a time (cursor pagination). */
export function useNoteList(params: NoteListParams) {
  const query = useNoteListQuery({ ...params, limit: PAGE_SIZE });
  const notes = query.data?.pages.flatMap((page) => page.notes) ?? [];
  return { ...query, notes };
}
