import { isBlankNoteDoc } from '@common/editor/blankNote';
import { and, eq, isNull } from 'drizzle-orm';
import type { LiveNotes } from '../collab/collabServer';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import { conflict } from '../errors';
import { findOwnedNote } from '../policies/note';
import { loadNoteDoc } from './noteDocument';

const KEPT = 'The note is not empty, so it was kept.';

/**
 * Deletes, for good and not to the trash, a note its owner left empty (a
 * "New note" nobody wrote in), so it never lingers as "Untitled". Only a
 * blank note goes: the stored document, and the live one an editor on
 * another device may hold, must both be empty, and the row must not have
 * changed since it was read. Anything else answers 409 and keeps the note.
 */
export async function discardBlankNote(
  db: Db,
  userId: string,
  id: string,
  live?: LiveNotes,
): Promise<void> {
  const existing = await findOwnedNote(db, userId, id);
  if (!isBlankNoteDoc(loadNoteDoc(existing.ydoc))) throw conflict(KEPT);
  // Words typed elsewhere reach the database a moment after the live document.
  const openState = await live?.applyIfOpen(id, userId, () => undefined);
  if (openState && !isBlankNoteDoc(loadNoteDoc(openState))) throw conflict(KEPT);
  const deleted = await db
    .delete(note)
    .where(and(eq(note.id, existing.id), eq(note.ydoc, existing.ydoc), isNull(note.deletedAt)))
    .returning({ id: note.id });
  if (deleted.length === 0) throw conflict(KEPT);
}
