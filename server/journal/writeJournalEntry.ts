import { rotatingPrompt } from '@common/journal/promptRotation';
import { dayTitle } from '@common/journal/dayTitle';
import type { PutJournalEntry } from '@common/schemas/journal';
import { journalPrompts } from '@content/prompts/prompts';
import { eq } from 'drizzle-orm';
import { createNote, updateNote } from '../commands/noteWriter';
import { restoreFromTrash } from '../commands/trashCommands';
import type { Db } from '../db/client';
import { journalEntry } from '../db/schema';
import { badRequest, editConflict } from '../errors';
import { findNote } from '../notes/noteQueries';
import { findJournalEntry, type JournalEntryRow } from './journalQueries';
import { readJournalSettings, todayFor } from './journalSettings';
import { idTaken, isUniqueViolation } from '../sync/clientIds';

/** Thrown inside the new note's transaction when another request wrote the day first: rolls the note back. */
class DayAlreadyWritten extends Error {
  override name = 'DayAlreadyWritten';
}

/** The day's own prompt for this user: their rotation's prompt of that date. */
export const promptOfDay = (userId: string, date: string, skip = 0) =>
  rotatingPrompt(journalPrompts, userId, date, skip).text;

/**
 * Creates the user's entry of a day or changes it (PUT /api/journal/:date).
 * Idempotent, also under concurrency: the entry's row is inserted with ON
 * CONFLICT (user_id, date) DO NOTHING inside the new note's transaction; the
 * request that loses the race rolls its note back and updates the winner's
 * entry instead, so one day never has two entries or an orphan note.
 *
 * Decided once, at creation: the time zone (the settings' zone then),
 * the prompt, and `writtenLate` (the day was already over in the user's
 * time zone). A day after the user's today cannot be written yet. A day whose
 * note is in the trash comes back with it. `noteId` (a device's id) names the
 * new entry's note; ignored when the day has an entry; taken: 409.
 */
export async function writeJournalEntry(
  db: Db,
  userId: string,
  date: string,
  input: PutJournalEntry,
  now = new Date(),
): Promise<{ created: boolean }> {
  const existing = await findJournalEntry(db, userId, date);
  if (existing) {
    await updateJournalEntry(db, existing, input);
    return { created: false };
  }
  const settings = await readJournalSettings(db, userId);
  const today = todayFor(settings, now);
  if (date > today)
    throw badRequest(`${date} has not begun yet where you are (today is ${today}).`);
  // The device's id for the new entry's note: any note having it already (anyone's) refuses it.
  if (input.noteId && (await findNote(db, input.noteId))) throw idTaken();
  try {
    await createNote(
      db,
      userId,
      {
        title: dayTitle(date),
        ...(input.markdown === undefined ? {} : { markdown: input.markdown }),
      },
      {
        ...(input.noteId ? { id: input.noteId } : {}),
        alsoWrite: async (tx, noteId) => {
          const inserted = await tx
            .insert(journalEntry)
            .values({
              noteId,
              userId,
              date,
              timeZone: settings.timeZone,
              mood: input.mood ?? null,
              gratitude: input.gratitude ?? [],
              prompt: input.prompt || promptOfDay(userId, date),
              writtenLate: date < today,
            })
            .onConflictDoNothing({ target: [journalEntry.userId, journalEntry.date] })
            .returning({ noteId: journalEntry.noteId });
          if (inserted.length === 0) throw new DayAlreadyWritten();
        },
      },
    );
    return { created: true };
  } catch (error) {
    // The id was taken between the check and the insert.
    if (input.noteId && isUniqueViolation(error)) throw idTaken();
    if (!(error instanceof DayAlreadyWritten)) throw error;
    const winner = await findJournalEntry(db, userId, date);
    // Written and deleted for good in the same moment: worth sending again.
    if (!winner) throw editConflict();
    await updateJournalEntry(db, winner, input);
    return { created: false };
  }
}

/**
 * Changes an existing entry: its body through the note's one write path,
 * then its own fields. A trashed entry is restored last, so a body refused
 * (too long to read) leaves it where it was.
 */
async function updateJournalEntry(
  db: Db,
  existing: JournalEntryRow,
  input: PutJournalEntry,
): Promise<void> {
  if (input.markdown !== undefined) {
    const row = await findNote(db, existing.noteId);
    if (row) await updateNote(db, row, { markdown: input.markdown });
  }
  const values: Partial<typeof journalEntry.$inferInsert> = {};
  if (input.mood !== undefined) values.mood = input.mood;
  if (input.gratitude !== undefined) values.gratitude = input.gratitude;
  // An empty prompt keeps the stored one: the entry's prompt is never blank.
  if (input.prompt) values.prompt = input.prompt;
  if (Object.keys(values).length > 0)
    await db
      .update(journalEntry)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(journalEntry.noteId, existing.noteId));
  if (existing.deletedAt) await restoreFromTrash(db, { id: existing.noteId });
}
