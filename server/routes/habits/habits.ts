import {
  checkinListSchema,
  checkinRangeQuerySchema,
  checkinResponseSchema,
  createHabitSchema,
  dayCheckinsSchema,
  habitCheckinParamSchema,
  habitListQuerySchema,
  habitListSchema,
  habitMoodInsightSchema,
  habitResponseSchema,
  putCheckinSchema,
  updateHabitSchema,
} from '@common/schemas/habits';
import { idParamSchema } from '@common/schemas/ids';
import { dateParamSchema } from '@common/schemas/journal';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import { validationFailed } from '../../errors';
import { createHabit, deleteHabit, putCheckin, updateHabit } from '../../habits/habitCommands';
import { listHabits } from '../../habits/habitQueries';
import { habitsCsv } from '../../habits/habitsCsv';
import {
  checkinRange,
  dayCheckins,
  moodInsights,
  presentHabits,
  presentOneHabit,
  type UserDay,
} from '../../habits/habitViews';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { readJournalSettings, todayFor } from '../../journal/journalSettings';
import { findOwnedHabit } from '../../policies/habit';
import { presentCheckin } from '../../presenters/habit';

const json = (schema: Parameters<typeof resolver>[0]) => ({
  'application/json': { schema: resolver(schema) },
});
const notFoundResponse = { 404: { description: 'No such habit (or another user’s)' } };
const tags = ['Habits'];

/**
 * `/api/habits`: the habit tracker. Habits with their strength and streaks
 * (computed from the check-ins on each read), a check-in per day, a day's
 * check-ins for the journal, mood insights and a CSV of every check-in.
 * Static paths come before `/:id`.
 */
export function habitRoutes(auth: Auth, database: Database) {
  const { db } = database;
  /** "Today" is the user's day: their journal's time zone and the hour their day starts. */
  const userDay = async (userId: string): Promise<UserDay> => {
    const settings = await readJournalSettings(db, userId);
    return { today: todayFor(settings), ...settings };
  };
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .get(
      '/',
      describeRoute({
        summary: 'The user’s habits with strength, streaks and today’s check-in',
        description: 'Archived habits are left out unless `archived=true`.',
        tags,
        responses: {
          200: { description: 'The habits, oldest first', content: json(habitListSchema) },
        },
      }),
      validate('query', habitListQuerySchema),
      async (c) => {
        const userId = c.get('user').id;
        const rows = await listHabits(db, userId, { archived: c.req.valid('query').archived });
        return c.json({ habits: await presentHabits(db, rows, await userDay(userId)) });
      },
    )
    .post(
      '/',
      describeRoute({
        summary: 'Create a habit',
        tags,
        responses: { 201: { description: 'The habit', content: json(habitResponseSchema) } },
      }),
      validate('json', createHabitSchema),
      async (c) => {
        const userId = c.get('user').id;
        const row = await createHabit(db, userId, c.req.valid('json'));
        return c.json({ habit: await presentOneHabit(db, row, await userDay(userId)) }, 201);
      },
    )
    .get(
      '/export.csv',
      describeRoute({
        summary: 'Every check-in as CSV (habit, date, status, amount, note)',
        tags,
        responses: { 200: { description: 'The CSV, streamed', content: { 'text/csv': {} } } },
      }),
      (c) =>
        c.body(habitsCsv(db, c.get('user').id), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="inkling-habits.csv"',
          'Cache-Control': 'no-store',
        }),
    )
    .get(
      '/checkins',
      describeRoute({
        summary: 'A day’s check-ins across the user’s habits (shown on that day’s journal entry)',
        tags,
        responses: {
          200: { description: 'The day’s check-ins', content: json(dayCheckinsSchema) },
        },
      }),
      validate('query', dateParamSchema),
      async (c) => c.json(await dayCheckins(db, c.get('user').id, c.req.valid('query').date)),
    )
    .get(
      '/mood-insights',
      describeRoute({
        summary: 'Mood on days each habit was done compared with days it was not',
        tags,
        responses: {
          200: { description: 'One insight per habit', content: json(habitMoodInsightSchema) },
        },
      }),
      async (c) => {
        const userId = c.get('user').id;
        return c.json(await moodInsights(db, userId, await userDay(userId)));
      },
    )
    .get(
      '/:id',
      describeRoute({
        summary: 'One habit with strength, streaks and today’s check-in',
        tags,
        responses: {
          200: { description: 'The habit', content: json(habitResponseSchema) },
          ...notFoundResponse,
        },
      }),
      validate('param', idParamSchema),
      async (c) => {
        const userId = c.get('user').id;
        const row = await findOwnedHabit(db, userId, c.req.valid('param').id);
        return c.json({ habit: await presentOneHabit(db, row, await userDay(userId)) });
      },
    )
    .patch(
      '/:id',
      describeRoute({
        summary: 'Edit, pause or resume, archive or restore a habit',
        description: 'Pausing freezes strength and streak from today until resumed.',
        tags,
        responses: {
          200: { description: 'The habit', content: json(habitResponseSchema) },
          ...notFoundResponse,
        },
      }),
      validate('param', idParamSchema),
      validate('json', updateHabitSchema),
      async (c) => {
        const userId = c.get('user').id;
        const existing = await findOwnedHabit(db, userId, c.req.valid('param').id);
        const day = await userDay(userId);
        const row = await updateHabit(db, existing, c.req.valid('json'), day.today);
        return c.json({ habit: await presentOneHabit(db, row, day) });
      },
    )
    .delete(
      '/:id',
      describeRoute({
        summary: 'Delete a habit with all its check-ins',
        tags,
        responses: { 204: { description: 'Deleted' }, ...notFoundResponse },
      }),
      validate('param', idParamSchema),
      async (c) => {
        await deleteHabit(db, await findOwnedHabit(db, c.get('user').id, c.req.valid('param').id));
        return c.body(null, 204);
      },
    )
    .put(
      '/:id/checkins/:date',
      describeRoute({
        summary: 'Check in a day as done or skipped, with a note; `none` clears the day',
        description: 'A day after the user’s today (in their time zone) is refused.',
        tags,
        responses: {
          200: {
            description: 'The day’s check-in (null once cleared) and the habit',
            content: json(checkinResponseSchema),
          },
          ...notFoundResponse,
        },
      }),
      validate('param', habitCheckinParamSchema),
      validate('json', putCheckinSchema),
      async (c) => {
        const userId = c.get('user').id;
        const { id, date } = c.req.valid('param');
        const existing = await findOwnedHabit(db, userId, id);
        const day = await userDay(userId);
        if (date > day.today)
          throw validationFailed([
            { path: 'date', message: `Check-ins are for today (${day.today}) or earlier` },
          ]);
        const checkin = await putCheckin(db, existing, date, c.req.valid('json'));
        return c.json({
          checkin: checkin && presentCheckin(checkin),
          habit: await presentOneHabit(db, existing, day),
        });
      },
    )
    .get(
      '/:id/checkins',
      describeRoute({
        summary: 'A habit’s check-ins over a range of days, with its strength at the end of each',
        tags,
        responses: {
          200: { description: 'Check-ins and strength by day', content: json(checkinListSchema) },
          ...notFoundResponse,
        },
      }),
      validate('param', idParamSchema),
      validate('query', checkinRangeQuerySchema),
      async (c) => {
        const userId = c.get('user').id;
        const row = await findOwnedHabit(db, userId, c.req.valid('param').id);
        return c.json(await checkinRange(db, row, c.req.valid('query'), await userDay(userId)));
      },
    );
}
