import { isBlankNoteDoc } from '@common/editor/blankNote';
import { and, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { LiveNotes } from '../collab/collabServer';
import type { Db } from '../db/client';
import { journalEntry, note } from '../db/schema';
import { conflict } from '../errors';
import { findEntryOfNote } from '../journal/journalQueries';
import { findOwnedNote } from '../policies/note';
import { loadNoteDoc, setTitle } from './noteDocument';

const KEPT = 'The note is not empty, so it was kept.';
const ENTRY_KEPT = 'This journal entry holds a mood or gratitude, so it was kept.';

/**
 * Deletes, for good and not to the trash, a note its owner left empty (a
 * "New note" nobody wrote in), so it never lingers as "Untitled". Only a
 * blank note goes: the stored document, and the live one an editor on
 * another device may hold, must both be empty, and the row must not have
 * changed since it was read. Anything else answers 409 and keeps the note.
 *
 * A journal entry's note is titled with its day by the server, so for an
 * entry only the body must be blank, and the entry must hold no mood and no
 * gratitude (its row goes with the note).
 */
export async function discardBlankNote(
  db: Db,
  userId: string,
  id: string,
  live?: LiveNotes,
): Promise<void> {
  const existing = await findOwnedNote(db, userId, id);
  const entry = await findEntryOfNote(db, existing.id);
  if (entry && (entry.mood !== null || entry.gratitude.some((line) => line.trim() !== '')))
    throw conflict(ENTRY_KEPT);
  const isBlank = (doc: Y.Doc) => {
    if (entry) setTitle(doc, '');
    return isBlankNoteDoc(doc);
  };
  if (!isBlank(loadNoteDoc(existing.ydoc))) throw conflict(KEPT);
  // Words typed elsewhere reach the database a moment after the live document.
  const openState = await live?.applyIfOpen(id, userId, () => undefined);
  if (openState && !isBlank(loadNoteDoc(openState))) throw conflict(KEPT);
  const deleted = await db
    .delete(note)
    .where(
      and(
        eq(note.id, existing.id),
        eq(note.ydoc, existing.ydoc),
        isNull(note.deletedAt),
        // A mood or gratitude given since the entry was read keeps it too.
        notExists(
          db
            .select({ one: sql`1` })
            .from(journalEntry)
            .where(
              and(
                eq(journalEntry.noteId, existing.id),
                or(
                  sql`${journalEntry.mood} is not null`,
                  sql`exists (select 1 from unnest(${journalEntry.gratitude}) as line where btrim(line) <> '')`,
                ),
              ),
            ),
        ),
      ),
    )
    .returning({ id: note.id });
  if (deleted.length === 0) throw conflict(KEPT);
}
