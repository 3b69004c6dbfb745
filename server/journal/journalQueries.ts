import { and, asc, desc, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journalEntry, note } from '../db/schema';

/** What the journal reads of an entry: its own row and a little of its note. */
const entryColumns = {
  noteId: journalEntry.noteId,
  userId: journalEntry.userId,
  date: journalEntry.date,
  timeZone: journalEntry.timeZone,
  mood: journalEntry.mood,
  gratitude: journalEntry.gratitude,
  prompt: journalEntry.prompt,
  writtenLate: journalEntry.writtenLate,
  title: note.title,
  excerpt: note.excerpt,
  wordCount: note.wordCount,
  deletedAt: note.deletedAt,
};

/** An entry with its note's title, excerpt, word count and trash state. */
export interface JournalEntryRow {
  noteId: string;
  userId: string;
  date: string;
  timeZone: string;
  mood: number | null;
  gratitude: string[];
  prompt: string;
  writtenLate: boolean;
  title: string;
  excerpt: string;
  wordCount: number;
  deletedAt: Date | null;
}

const entries = (db: Db) =>
  db.select(entryColumns).from(journalEntry).innerJoin(note, eq(note.id, journalEntry.noteId));

/**
 * The user's entry of a day, trashed or not (the policy decides who may see
 * it; PUT brings a trashed one back).
 */
export async function findJournalEntry(
  db: Db,
  userId: string,
  date: string,
): Promise<JournalEntryRow | undefined> {
  const [row] = await entries(db)
    .where(and(eq(journalEntry.userId, userId), eq(journalEntry.date, date)))
    .limit(1);
  return row;
}

/** The user's entries outside the trash that also meet `condition`, in date order. */
function activeEntries(
  db: Db,
  userId: string,
  condition: SQL | undefined,
  order: 'asc' | 'desc' = 'asc',
) {
  return entries(db)
    .where(and(eq(journalEntry.userId, userId), isNull(note.deletedAt), condition))
    .orderBy(order === 'asc' ? asc(journalEntry.date) : desc(journalEntry.date));
}

/** Entries from `from` to `to`, both included, oldest first (a calendar month, a year). */
export function listJournalEntries(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<JournalEntryRow[]> {
  return activeEntries(db, userId, and(gte(journalEntry.date, from), lte(journalEntry.date, to)));
}

/**
 * "On this day": entries on the same month and day in earlier years, newest
 * first. A 29 February is looked for only in leap years.
 */
export function listOnThisDay(db: Db, userId: string, date: string): Promise<JournalEntryRow[]> {
  const monthDay = date.slice(5);
  return activeEntries(
    db,
    userId,
    and(lt(journalEntry.date, date), sql`to_char(${journalEntry.date}, 'MM-DD') = ${monthDay}`),
    'desc',
  );
}

/** What the stats need of every entry: its day, mood, words and whether it was backfilled. */
export async function journalStatRows(db: Db, userId: string) {
  return db
    .select({
      date: journalEntry.date,
      mood: journalEntry.mood,
      writtenLate: journalEntry.writtenLate,
      words: note.wordCount,
    })
    .from(journalEntry)
    .innerJoin(note, eq(note.id, journalEntry.noteId))
    .where(and(eq(journalEntry.userId, userId), isNull(note.deletedAt)))
    .orderBy(asc(journalEntry.date));
}

/** The journal entry a note belongs to, if any (the discard rule reads it). */
export async function findEntryOfNote(db: Db, noteId: string) {
  const [row] = await db
    .select({ mood: journalEntry.mood, gratitude: journalEntry.gratitude })
    .from(journalEntry)
    .where(eq(journalEntry.noteId, noteId))
    .limit(1);
  return row;
}
