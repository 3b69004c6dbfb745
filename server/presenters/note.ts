import type { Note, NoteList, NoteSummary, SearchResult, Tag } from '@common/schemas/notes';
import type { FullNoteRow, NotePage, NoteSummaryRow } from '../notes/noteQueries';
import type { SearchHit } from '../search/searchNotes';
import { presentTag } from './tag';

/** The fields of a note that leave the server in lists. */
function presentNoteSummary(row: NoteSummaryRow, tags: Tag[]): NoteSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    tags: tags.map(presentTag),
    pinned: row.pinned,
    wordCount: row.wordCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    journal: row.journalDate === null ? null : { date: row.journalDate, mood: row.journalMood },
  };
}

/** A whole note: its summary and its Markdown (never its Yjs document or owner). */
export function presentNote(row: FullNoteRow): Note {
  return { ...presentNoteSummary(row, row.tags), markdown: row.markdown };
}

/** A page of a notes list (the dashboard's, the trash). */
export function presentNoteList(page: NotePage): NoteList {
  return {
    notes: page.rows.map((row) => presentNoteSummary(row, page.tags.get(row.id) ?? [])),
    nextCursor: page.nextCursor,
  };
}

/** A note found by search: where it is, and the words around the match. */
export function presentSearchResult(hit: SearchHit): SearchResult {
  return {
    id: hit.id,
    title: hit.title,
    snippet: hit.snippet,
    updatedAt: hit.updatedAt.toISOString(),
  };
}
