import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import { notFound } from '../errors';

export type NoteRow = typeof note.$inferSelect;

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
    .select()
    .from(note)
    .where(and(eq(note.id, id), eq(note.userId, userId), state));
  if (!row)
    throw notFound(where === 'trashed' ? 'That note is not in the trash.' : 'Note not found.');
  return row;
}
