import type {
  JournalEntry,
  JournalEntrySummary,
  JournalSettingsResponse,
} from '@common/schemas/journal';
import type { JournalEntryRow } from '../journal/journalQueries';

/** The fields of an entry that leave the server: never its owner or its note's document. */
export function presentJournalEntry(row: JournalEntryRow): JournalEntry {
  return {
    noteId: row.noteId,
    date: row.date,
    mood: row.mood,
    gratitude: row.gratitude,
    prompt: row.prompt,
    writtenLate: row.writtenLate,
    timeZone: row.timeZone,
  };
}

/** An entry in lists (calendar, on this day): the entry and a little of its note. */
export function presentJournalEntrySummary(row: JournalEntryRow): JournalEntrySummary {
  return {
    ...presentJournalEntry(row),
    title: row.title,
    excerpt: row.excerpt,
    wordCount: row.wordCount,
  };
}

/** Settings as saved, or the defaults with `saved: false`. */
export function presentJournalSettings(settings: JournalSettingsResponse): JournalSettingsResponse {
  return {
    timeZone: settings.timeZone,
    dayStartsAt: settings.dayStartsAt,
    restDaysPerWeek: settings.restDaysPerWeek,
    reminderTime: settings.reminderTime,
    saved: settings.saved,
  };
}
