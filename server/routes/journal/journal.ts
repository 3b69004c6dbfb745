import {
  dateParamSchema,
  journalEntryListSchema,
  journalEntryResponseSchema,
  journalPromptQuerySchema,
  journalPromptResponseSchema,
  journalRangeQuerySchema,
  journalSettingsResponseSchema,
  journalStatsSchema,
  onThisDayQuerySchema,
  patchJournalSettingsSchema,
  putJournalEntrySchema,
} from '@common/schemas/journal';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { listJournalEntries, listOnThisDay } from '../../journal/journalQueries';
import { readJournalSettings, saveJournalSettings, todayFor } from '../../journal/journalSettings';
import { journalStats } from '../../journal/journalStats';
import { promptOfDay, writeJournalEntry } from '../../journal/writeJournalEntry';
import { findReadableJournalEntry } from '../../policies/journal';
import {
  presentJournalEntry,
  presentJournalEntrySummary,
  presentJournalSettings,
} from '../../presenters/journal';

const json = (schema: Parameters<typeof resolver>[0]) => ({
  'application/json': { schema: resolver(schema) },
});
const entryJson = json(journalEntryResponseSchema);
const listJson = json(journalEntryListSchema);
const settingsJson = json(journalSettingsResponseSchema);
const tags = ['Journal'];

/**
 * `/api/journal`: one entry per day per user (a note that also belongs to a
 * local date), its settings, prompts and figures. The static paths come
 * before `/:date`, which would otherwise read them as dates.
 */
export function journalRoutes(auth: Auth, database: Database) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .get(
      '/settings',
      describeRoute({
        summary: 'Journal settings: time zone, day start, rest days, reminder',
        description: 'The defaults with `saved: false` until the account saves its own.',
        tags,
        responses: { 200: { description: 'The settings', content: settingsJson } },
      }),
      async (c) => c.json(presentJournalSettings(await readJournalSettings(db, c.get('user').id))),
    )
    .patch(
      '/settings',
      describeRoute({
        summary: 'Change journal settings (the fields given; the others stay)',
        description:
          'Entries already written keep their date and time zone: a new zone decides only the days to come.',
        tags,
        responses: { 200: { description: 'The settings as saved', content: settingsJson } },
      }),
      validate('json', patchJournalSettingsSchema),
      async (c) => {
        const userId = c.get('user').id;
        await saveJournalSettings(db, userId, c.req.valid('json'));
        return c.json(presentJournalSettings(await readJournalSettings(db, userId)));
      },
    )
    .get(
      '/stats',
      describeRoute({
        summary: 'Streaks, number of entries, mood and words per day',
        tags,
        responses: { 200: { description: 'The figures', content: json(journalStatsSchema) } },
      }),
      async (c) => c.json(await journalStats(db, c.get('user').id)),
    )
    .get(
      '/on-this-day',
      describeRoute({
        summary: 'Entries from the same day in earlier years, newest first',
        description: 'The day is today (the user’s) unless `date` is given.',
        tags,
        responses: { 200: { description: 'The entries', content: listJson } },
      }),
      validate('query', onThisDayQuerySchema),
      async (c) => {
        const userId = c.get('user').id;
        const date = c.req.valid('query').date ?? todayFor(await readJournalSettings(db, userId));
        const rows = await listOnThisDay(db, userId, date);
        return c.json({ entries: rows.map(presentJournalEntrySummary) });
      },
    )
    .get(
      '/prompt',
      describeRoute({
        summary: 'The prompt of a day, or with `skip` the n-th one after it ("another prompt")',
        tags,
        responses: {
          200: { description: 'The prompt', content: json(journalPromptResponseSchema) },
        },
      }),
      validate('query', journalPromptQuerySchema),
      (c) => {
        const { date, skip } = c.req.valid('query');
        return c.json({ prompt: promptOfDay(c.get('user').id, date, skip) });
      },
    )
    .get(
      '/',
      describeRoute({
        summary: 'Entries from one date to another (both included), oldest first',
        description: 'At most three years at a time; entries in the trash are left out.',
        tags,
        responses: { 200: { description: 'The entries', content: listJson } },
      }),
      validate('query', journalRangeQuerySchema),
      async (c) => {
        const { from, to } = c.req.valid('query');
        const rows = await listJournalEntries(db, c.get('user').id, from, to);
        return c.json({ entries: rows.map(presentJournalEntrySummary) });
      },
    )
    .get(
      '/:date',
      describeRoute({
        summary: 'The entry of a day (YYYY-MM-DD)',
        tags,
        responses: {
          200: { description: 'The entry', content: entryJson },
          404: { description: 'No entry that day (or it is in the trash)' },
        },
      }),
      validate('param', dateParamSchema),
      async (c) => {
        const entry = await findReadableJournalEntry(
          db,
          c.get('user').id,
          c.req.valid('param').date,
        );
        return c.json({ entry: presentJournalEntry(entry) });
      },
    )
    .put(
      '/:date',
      describeRoute({
        summary: 'Write the entry of a day: creates it, or changes the fields given',
        description:
          'Idempotent: two PUTs for one day, even at once, make one entry. A past day is marked as written later; a day after today is refused (400). A day whose entry is in the trash brings it back. `noteId` (a UUID made on the device) becomes the new entry’s note id; ignored when the day already has an entry; an id any other note has answers 409.',
        tags,
        responses: {
          200: { description: 'The entry, changed', content: entryJson },
          201: { description: 'The entry, new', content: entryJson },
          400: { description: 'Bad input, or a day that has not begun yet' },
          409: { description: 'The `noteId` is taken (CONFLICT)' },
        },
      }),
      validate('param', dateParamSchema),
      validate('json', putJournalEntrySchema),
      async (c) => {
        const userId = c.get('user').id;
        const { date } = c.req.valid('param');
        const { created } = await writeJournalEntry(db, userId, date, c.req.valid('json'));
        const entry = await findReadableJournalEntry(db, userId, date);
        return c.json({ entry: presentJournalEntry(entry) }, created ? 201 : 200);
      },
    );
}
