import { idSchema } from './ids';
import { z } from './zod';

/*
 * The journal's API: one entry per day per user. An entry is a note (its body
 * is the note's Yjs document) that also belongs to a local date; the date is
 * decided once, in the time zone the entry was written in, and never moves.
 */

export const MOOD_LEVELS = [1, 2, 3, 4, 5] as const;
/** Words for each mood, lowest first: shown beside the faces, read by screen readers. */
export const MOOD_WORDS = ['Awful', 'Bad', 'Okay', 'Good', 'Great'] as const;

export const GRATITUDE_LINES = 3;
export const GRATITUDE_LINE_MAX = 200;
export const PROMPT_MAX = 500;
/** Forgiving streaks: rest days a week that keep a streak alive. */
export const REST_DAYS_MAX = 3;
export const DEFAULT_DAY_STARTS_AT = '04:00';
export const DEFAULT_REST_DAYS_PER_WEEK = 1;

const MAX_MARKDOWN = 2_000_000;

/** A calendar date, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= 1900 &&
      year <= 2200 &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    );
  }, 'Not a calendar date');
export type LocalDate = z.infer<typeof localDateSchema>;

export const dateParamSchema = z.object({ date: localDateSchema });

/** A wall-clock time, `HH:MM`, 24-hour. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written HH:MM, from 00:00 to 23:59');

/** An IANA time zone this runtime knows (`Europe/Berlin`, `UTC`). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Not a time zone (use a name like Europe/Berlin)');

export const moodSchema = z.number().int().min(1, 'Mood is 1 to 5').max(5, 'Mood is 1 to 5');

export const gratitudeSchema = z
  .array(
    z
      .string()
      .trim()
      .max(GRATITUDE_LINE_MAX, `Each line is at most ${GRATITUDE_LINE_MAX} characters`),
  )
  .max(GRATITUDE_LINES, `At most ${GRATITUDE_LINES} lines`);

export const journalEntrySchema = z.object({
  noteId: z.string(),
  date: localDateSchema,
  mood: moodSchema.nullable(),
  gratitude: z.array(z.string()),
  prompt: z.string(),
  /** Written after its day was over (backfilled): it does not count for that day's streak. */
  writtenLate: z.boolean(),
  /** The time zone the entry was written in. */
  timeZone: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** An entry in lists: the entry and a little of its note, for calendars and timelines. */
export const journalEntrySummarySchema = journalEntrySchema.extend({
  title: z.string(),
  excerpt: z.string(),
  wordCount: z.number().int(),
});
export type JournalEntrySummary = z.infer<typeof journalEntrySummarySchema>;

export const journalEntryResponseSchema = z.object({ entry: journalEntrySchema });

/** Creates the day's entry or changes it; absent fields stay as they are. */
export const putJournalEntrySchema = z.object({
  /**
   * The id the entry's note gets if this PUT creates it: a UUID made on the
   * device, so a day written offline has a note id before the server knows it.
   * Ignored when the day already has an entry.
   */
  noteId: idSchema.optional(),
  mood: moodSchema.nullable().optional(),
  gratitude: gratitudeSchema.optional(),
  /** Replaces the entry's body (its note). */
  markdown: z.string().max(MAX_MARKDOWN, 'This entry is too long').optional(),
  /** The prompt shown above the entry (after "another prompt"); the day's own by default. */
  prompt: z
    .string()
    .trim()
    .max(PROMPT_MAX, `Prompts are at most ${PROMPT_MAX} characters`)
    .optional(),
});
export type PutJournalEntry = z.infer<typeof putJournalEntrySchema>;

export const journalRangeQuerySchema = z
  .object({ from: localDateSchema, to: localDateSchema })
  .refine((range) => range.from <= range.to, 'from must not be after to')
  .refine(
    (range) => Date.parse(range.to) - Date.parse(range.from) <= 3 * 366 * 86_400_000,
    'A range covers at most three years',
  );
export type JournalRangeQuery = z.infer<typeof journalRangeQuerySchema>;

export const journalEntryListSchema = z.object({ entries: z.array(journalEntrySummarySchema) });
export type JournalEntryList = z.infer<typeof journalEntryListSchema>;

export const onThisDayQuerySchema = z.object({ date: localDateSchema.optional() });

export const journalStatsSchema = z.object({
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  totalEntries: z.number().int(),
  /** Every day with an entry (written late or not) and its mood, oldest first. */
  moodByDay: z.array(z.object({ date: localDateSchema, mood: moodSchema.nullable() })),
  /** Words written per day, oldest first (the insights' second chart). */
  wordsByDay: z.array(z.object({ date: localDateSchema, words: z.number().int() })),
  /** The user's "today" as the server reckons it (time zone and day start). */
  today: localDateSchema,
});
export type JournalStats = z.infer<typeof journalStatsSchema>;

export const journalSettingsSchema = z.object({
  timeZone: timeZoneSchema,
  /** When a new day starts: writing at 01:30 with the default 04:00 still belongs to yesterday. */
  dayStartsAt: clockTimeSchema,
  restDaysPerWeek: z
    .number()
    .int()
    .min(0, 'Rest days are 0 to 3 a week')
    .max(REST_DAYS_MAX, 'Rest days are 0 to 3 a week'),
  /** A daily reminder at this local time; null: no reminder. */
  reminderTime: clockTimeSchema.nullable(),
});
export type JournalSettings = z.infer<typeof journalSettingsSchema>;

export const journalSettingsResponseSchema = journalSettingsSchema.extend({
  /** False until the account has saved settings: the time zone is then a default (UTC) that the app replaces with the browser's. */
  saved: z.boolean(),
});
export type JournalSettingsResponse = z.infer<typeof journalSettingsResponseSchema>;

export const patchJournalSettingsSchema = journalSettingsSchema
  .partial()
  .refine(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    'Nothing to change',
  );
export type PatchJournalSettings = z.infer<typeof patchJournalSettingsSchema>;

/** `GET /api/journal/prompt?date=&skip=`: the day's prompt, or the n-th one after it ("another prompt"). */
export const journalPromptQuerySchema = z.object({
  date: localDateSchema,
  skip: z.coerce.number().int().min(0).max(1000).default(0),
});
export const journalPromptResponseSchema = z.object({ prompt: z.string() });
