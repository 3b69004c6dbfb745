import type { NoteListParams } from '@app/notes/notesApi';
import { useNoteListQuery } from '@app/queries/noteQueries';

const PAGE_SIZE = 30;

/**
 * Notes by creation date, newest first, a page at a time. One of the note
 * lists, so the editor's live title updates and its list invalidations reach
 * the timeline too.
 */
export function useTimelineQuery(createdBefore: string | undefined) {
  const params: NoteListParams = {
    sort: 'created',
    order: 'desc',
    limit: PAGE_SIZE,
    ...(createdBefore ? { createdBefore } : {}),
  };
  return useNoteListQuery(params);
}
