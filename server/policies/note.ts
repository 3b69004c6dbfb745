import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import { notFound } from '../errors';

export type NoteRow = Omit<typeof note.$inferSelect, 'searchVector'>;

/** Every column but the search vector, which only the database reads (and which is costly to parse). */
export const noteColumns = {
  id: note.id,
  userId: note.userId,
  ydoc: note.ydoc,
  title: note.title,
  markdown: note.markdown,
  plainText: note.plainText,
  excerpt: note.excerpt,
  wordCount: note.wordCount,
  pinned: note.pinned,
  createdAt: note.createdAt,
  updatedAt: note.updatedAt,
  deletedAt: note.deletedAt,
};

/** What a list shows of a note: no document, no body. */
export const noteSummaryColumns = {
  id: note.id,
  title: note.title,
  excerpt: note.excerpt,
  pinned: note.pinned,
  wordCount: note.wordCount,
  createdAt: note.createdAt,
  updatedAt: note.updatedAt,
  deletedAt: note.deletedAt,
};

/**
 * The one way handlers reach a note: only its owner's, and by default only
 * outside the trash. Another user's note answers 404, exactly like a missing
 * one, so ids reveal nothing.
 */
export async function findOwnedNote(
  db: Db,
  userId: string,
  id: string,
  where: 'active' | 'trashed' | 'any' = 'active',
): Promise<NoteRow> {
  const state =
    where === 'active'
      ? isNull(note.deletedAt)
      : where === 'trashed'
        ? isNotNull(note.deletedAt)
        : undefined;
  const [row] = await db
    .select(noteColumns)
    .from(note)
    .where(and(eq(note.id, id), eq(note.userId, userId), state));
  if (!row)
    throw notFound(where === 'trashed' ? 'That note is not in the trash.' : 'Note not found.');
  return row;
}
