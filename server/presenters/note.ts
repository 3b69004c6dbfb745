import type { NoteSummary, Tag } from '@common/schemas/notes';
import type { NoteRow } from '../policies/note';

/** The fields of a note that leave the server in lists. */
export function presentNoteSummary(
  row: Omit<NoteRow, 'ydoc' | 'markdown' | 'plainText' | 'searchVector' | 'userId'>,
  tags: Tag[],
): NoteSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    tags,
    pinned: row.pinned,
    wordCount: row.wordCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}
