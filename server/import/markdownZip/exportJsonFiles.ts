import {
  checkinStatusSchema,
  HABIT_NAME_MAX,
  HABIT_NOTE_MAX,
  habitColorSchema,
  habitLimitSchema,
  habitScheduleSchema,
} from '@common/schemas/habits';
import {
  clockTimeSchema,
  gratitudeSchema,
  localDateSchema,
  moodSchema,
  PROMPT_MAX,
  timeZoneSchema,
} from '@common/schemas/journal';
import { z } from '@common/schemas/zod';
import { failureReason, ImportItemError, type ImportContext } from '../importedNotes';
import { ZipBudgetError, type ImportSource, type SourceEntry } from './zipSource';

/*
 * journal.json and habits.json of an Inkling export, as the importer takes
 * them back (docs/export-format.md; written by server/export/journalHabitsJson.ts).
 * The pieces are the API's own schemas, so nothing enters the tables that the
 * API would refuse. Keys this version does not know are ignored.
 */

/** The two files' names, at the root of the ZIP. */
export const JOURNAL_FILE = 'journal.json';
export const HABITS_FILE = 'habits.json';

/** Either file is read whole (it is parsed as one JSON document): at most this many bytes. */
export const MAX_EXPORT_JSON_BYTES = 20 * 1024 * 1024;

export const exportedJournalEntrySchema = z.object({
  date: localDateSchema,
  /** The note's file in this ZIP; null when the note was in the trash, so not exported. */
  path: z.string().max(1000).nullable(),
  mood: moodSchema.nullable(),
  gratitude: gratitudeSchema,
  prompt: z.string().max(PROMPT_MAX),
  writtenLate: z.boolean(),
  timeZone: timeZoneSchema,
});
export type ExportedJournalEntry = z.infer<typeof exportedJournalEntrySchema>;

export const journalFileSchema = z.object({ entries: z.array(exportedJournalEntrySchema) });

export const exportedCheckinSchema = z.object({
  date: localDateSchema,
  status: checkinStatusSchema,
  amount: z.number().int().min(0).max(100_000).nullable(),
  note: z.string().max(HABIT_NOTE_MAX).nullable(),
});

export const exportedHabitSchema = z.object({
  /** The habit's id in the exporting account: named in the report, never reused. */
  id: z.string().max(100),
  name: z.string().trim().min(1).max(HABIT_NAME_MAX),
  color: habitColorSchema,
  schedule: habitScheduleSchema,
  limit: habitLimitSchema.nullable(),
  reminderTime: clockTimeSchema.nullable(),
  pauses: z.array(z.object({ from: localDateSchema, to: localDateSchema.nullable() })).max(1000),
  archivedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  checkins: z
    .array(exportedCheckinSchema)
    .refine(
      (checkins) => new Set(checkins.map((checkin) => checkin.date)).size === checkins.length,
      'one check-in a day',
    ),
});
export type ExportedHabit = z.infer<typeof exportedHabitSchema>;

export const habitsFileSchema = z.object({ habits: z.array(exportedHabitSchema) });

/**
 * Reads one of the two files within its cap and checks it against its
 * schema. Throws an ImportItemError in words for the report (too big, not
 * JSON, the first thing wrong and where), so nothing of a bad file is written.
 */
export async function readExportJson<Schema extends z.ZodType>(
  source: ImportSource,
  entry: SourceEntry,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const bytes = await source.read(entry, MAX_EXPORT_JSON_BYTES, entry.path);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ImportItemError('it is not JSON (UTF-8) that can be read');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.map((part) => String(part)).join('.') || 'the file';
  throw new ImportItemError(
    `it is not an Inkling export's ${entry.path}: ${where}: ${issue?.message ?? 'not as expected'}`.slice(
      0,
      300,
    ),
  );
}

/**
 * Why one of the two files could not be read, in words for the report; past
 * the ZIP's total budget the import stops there, as it does for notes.
 */
export function unreadableReason(context: ImportContext, error: unknown): string {
  if (!(error instanceof ZipBudgetError)) return failureReason(error, context.logger);
  context.report.stop(error.message);
  return error.message;
}
