import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findNote, type NoteRow } from '../notes/noteQueries';

/** Where a note must be for an action: outside the trash, in it, or either. */
export type NoteState = 'active' | 'trashed' | 'any';

const isIn = (row: Pick<NoteRow, 'deletedAt'>, state: NoteState) =>
  state === 'any' || (state === 'trashed') === (row.deletedAt !== null);

/**
 * May this user have this note, read by id, for an action on a note in this
 * state? Only their own, and by default only outside the trash. Answers the
 * note; a missing one, another user's and one in the wrong state all answer
 * the same 404, so ids reveal nothing. A check on a row already read, so a
 * handler that reads the note with more (its tags) asks at no extra query.
 */
export function authorizeNote<Row extends Pick<NoteRow, 'userId' | 'deletedAt'>>(
  userId: string,
  row: Row | undefined,
  state: NoteState = 'active',
): Row {
  if (!row || row.userId !== userId || !isIn(row, state))
    throw notFound(state === 'trashed' ? 'That note is not in the trash.' : 'Note not found.');
  return row;
}

/** The one way to reach a note to change it: read by id, then authorised (see authorizeNote). */
export async function findOwnedNote(
  db: Db,
  userId: string,
  id: string,
  state: NoteState = 'active',
): Promise<NoteRow> {
  return authorizeNote(userId, await findNote(db, id), state);
}
