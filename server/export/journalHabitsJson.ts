import type { Db } from '../db/client';
import { checkinsOfHabit, habitPage, journalPage } from './exportQueries';

/*
 * journal.json and habits.json in the account ZIP (docs/export-format.md),
 * written as they are read: a page of rows becomes a few lines of JSON, one
 * record per line, so memory holds one page however long the history.
 */

const PAGE_SIZE = 200;

/** What the two files held, for manifest.json's counts (final once each file is in the archive). */
export interface JournalHabitCounts {
  journalEntries: number;
  habits: number;
  checkins: number;
}

/** An array's items, one per line, between `{ "<key>": [` and `] }`. */
async function* jsonArrayFile(key: string, items: AsyncGenerator<unknown>): AsyncGenerator<string> {
  yield `{\n  "${key}": [`;
  let first = true;
  for await (const item of items) {
    yield `${first ? '' : ','}\n    ${JSON.stringify(item)}`;
    first = false;
  }
  yield `${first ? '' : '\n  '}]\n}\n`;
}

/**
 * Every journal entry: its date, its note (id, and path in the ZIP; null
 * when the note is in the trash and so not exported), mood, gratitude,
 * prompt, whether it was written late, and the time zone its day was
 * reckoned in.
 */
export function journalJson(
  db: Db,
  userId: string,
  notePaths: ReadonlyMap<string, string>,
  counts: JournalHabitCounts,
): AsyncGenerator<string> {
  async function* entries() {
    for (let after: string | null = null; ;) {
      const page = await journalPage(db, userId, after, PAGE_SIZE);
      for (const entry of page) {
        counts.journalEntries += 1;
        yield {
          date: entry.date,
          noteId: entry.noteId,
          path: notePaths.get(entry.noteId) ?? null,
          mood: entry.mood,
          gratitude: entry.gratitude,
          prompt: entry.prompt,
          writtenLate: entry.writtenLate,
          timeZone: entry.timeZone,
        };
      }
      const last = page.at(-1);
      if (page.length < PAGE_SIZE || !last) return;
      after = last.date;
    }
  }
  return jsonArrayFile('entries', entries());
}

/** Every habit (archived ones too) with its schedule, limit, reminder, pauses and every check-in. */
export function habitsJson(
  db: Db,
  userId: string,
  counts: JournalHabitCounts,
): AsyncGenerator<string> {
  async function* habits() {
    for (let after = ''; ;) {
      const page = await habitPage(db, userId, after, PAGE_SIZE);
      for (const row of page) {
        const checkins = await checkinsOfHabit(db, row.id);
        counts.habits += 1;
        counts.checkins += checkins.length;
        yield {
          id: row.id,
          name: row.name,
          color: row.color,
          schedule: row.schedule,
          limit: row.limitAtMost === null ? null : { atMost: row.limitAtMost },
          reminderTime: row.reminderTime,
          pauses: row.pauses,
          archivedAt: row.archivedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
          checkins,
        };
      }
      const last = page.at(-1);
      if (page.length < PAGE_SIZE || !last) return;
      after = last.id;
    }
  }
  return jsonArrayFile('habits', habits());
}
