import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findJournalEntry, type JournalEntryRow } from '../journal/journalQueries';

/**
 * May this user read this entry? Only their own, and only outside the trash:
 * a day without an entry, another user's and a trashed one all answer the
 * same 404. (Writing a day needs no check: PUT always writes the caller's own.)
 */
export function authorizeJournalEntry(
  userId: string,
  row: JournalEntryRow | undefined,
): JournalEntryRow {
  if (!row || row.userId !== userId || row.deletedAt !== null)
    throw notFound('No journal entry for that day.');
  return row;
}

/** The one way to read a day's entry: looked up among the user's own, then authorised. */
export async function findReadableJournalEntry(
  db: Db,
  userId: string,
  date: string,
): Promise<JournalEntryRow> {
  return authorizeJournalEntry(userId, await findJournalEntry(db, userId, date));
}
