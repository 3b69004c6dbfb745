import { journalStreaks } from '@common/journal/streaks';
import type { JournalStats } from '@common/schemas/journal';
import type { Db } from '../db/client';
import { journalStatRows } from './journalQueries';
import { readJournalSettings, todayFor } from './journalSettings';

/**
 * The journal's figures for its insights: streaks (forgiving, see
 * common/journal/streaks.ts), how many entries, and mood and words per day.
 * Entries in the trash are left out. Two queries, whatever the history.
 */
export async function journalStats(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<JournalStats> {
  const [settings, rows] = await Promise.all([
    readJournalSettings(db, userId),
    journalStatRows(db, userId),
  ]);
  const today = todayFor(settings, now);
  const streaks = journalStreaks({
    days: rows,
    today,
    restDaysPerWeek: settings.restDaysPerWeek,
  });
  return {
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
    totalEntries: rows.length,
    moodByDay: rows.map((row) => ({ date: row.date, mood: row.mood })),
    wordsByDay: rows.map((row) => ({ date: row.date, words: row.words })),
    today,
  };
}
