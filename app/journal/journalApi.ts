import type { DayCheckins, HabitMoodInsight } from '@common/schemas/habits';
import type {
  JournalEntry,
  JournalEntryList,
  JournalSettingsResponse,
  JournalStats,
  PatchJournalSettings,
  PutJournalEntry,
} from '@common/schemas/journal';
import { apiCall, jsonBody } from '@app/lib/apiClient';

const day = (date: string) => encodeURIComponent(date);

/**
 * Every call the journal screens make, typed by `common/schemas/journal.ts`
 * (and the two habit reads a journal day shows, from `common/schemas/habits.ts`).
 * Screens reach them through `app/queries/journalQueries.ts`.
 */
export const journalApi = {
  /** A day's entry; a 404 means the day has none yet. */
  get: (date: string) => apiCall<{ entry: JournalEntry }>(`/api/journal/${day(date)}`),
  /** Creates the day's entry or changes it (idempotent per date). */
  put: (date: string, input: PutJournalEntry) =>
    apiCall<{ entry: JournalEntry }>(`/api/journal/${day(date)}`, jsonBody('PUT', input)),
  range: (from: string, to: string) =>
    apiCall<JournalEntryList>(`/api/journal?from=${day(from)}&to=${day(to)}`),
  onThisDay: (date: string) =>
    apiCall<JournalEntryList>(`/api/journal/on-this-day?date=${day(date)}`),
  stats: () => apiCall<JournalStats>('/api/journal/stats'),
  prompt: (date: string, skip: number) =>
    apiCall<{ prompt: string }>(`/api/journal/prompt?date=${day(date)}&skip=${skip}`),
  settings: () => apiCall<JournalSettingsResponse>('/api/journal/settings'),
  updateSettings: (patch: PatchJournalSettings) =>
    apiCall<JournalSettingsResponse>('/api/journal/settings', jsonBody('PATCH', patch)),

  dayCheckins: (date: string) => apiCall<DayCheckins>(`/api/habits/checkins?date=${day(date)}`),
  moodInsights: () => apiCall<HabitMoodInsight>('/api/habits/mood-insights'),
};
