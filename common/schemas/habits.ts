import { clockTimeSchema, localDateSchema } from './journal';
import { tagColors } from './notes';
import { z } from './zod';

/*
 * The habit tracker's API. A habit has a schedule; each day it can be checked
 * in as done or skipped (holiday, illness: the score and streak stay as they
 * were). Its strength is Loop Habit Tracker's score (common/habits/score.ts).
 */

export const HABIT_NAME_MAX = 80;
export const HABIT_NOTE_MAX = 500;
/** Habits are drawn in the tags' palette (and the charts' tones built on it). */
export const habitColors = tagColors;
export const habitColorSchema = z.enum(habitColors, {
  message: `Colour must be one of ${habitColors.join(', ')}`,
});

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const weekdaySchema = z
  .number()
  .int()
  .min(1, 'Weekdays are 1 (Monday) to 7 (Sunday)')
  .max(7, 'Weekdays are 1 (Monday) to 7 (Sunday)');

export const habitScheduleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('daily') }),
  z.object({
    type: z.literal('weekly'),
    times: z.number().int().min(1, 'times is 1 to 7').max(7, 'times is 1 to 7'),
  }),
  z.object({
    type: z.literal('weekdays'),
    days: z
      .array(weekdaySchema)
      .min(1, 'Pick at least one weekday')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each weekday once'),
  }),
]);
export type HabitSchedule = z.infer<typeof habitScheduleSchema>;

/** A habit to cut down: a day counts as kept when its amount is at most this. */
export const habitLimitSchema = z.object({
  atMost: z.number().int().min(0, 'atMost is 0 or more').max(1000, 'atMost is at most 1000'),
});
export type HabitLimit = z.infer<typeof habitLimitSchema>;

const habitNameSchema = z
  .string()
  .trim()
  .min(1, 'A habit needs a name')
  .max(HABIT_NAME_MAX, `Names are at most ${HABIT_NAME_MAX} characters`);

export const createHabitSchema = z.object({
  name: habitNameSchema,
  color: habitColorSchema.optional(),
  schedule: habitScheduleSchema,
  limit: habitLimitSchema.nullable().optional(),
  reminderTime: clockTimeSchema.nullable().optional(),
});
export type CreateHabit = z.infer<typeof createHabitSchema>;

export const updateHabitSchema = z
  .object({
    name: habitNameSchema.optional(),
    color: habitColorSchema.optional(),
    schedule: habitScheduleSchema.optional(),
    limit: habitLimitSchema.nullable().optional(),
    reminderTime: clockTimeSchema.nullable().optional(),
    /** Pausing freezes score and streak from today until resumed. */
    paused: z.boolean().optional(),
    archived: z.boolean().optional(),
  })
  .refine(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    'Nothing to change',
  );
export type UpdateHabit = z.infer<typeof updateHabitSchema>;

export const checkinStatusSchema = z.enum(['done', 'skipped']);
export type CheckinStatus = z.infer<typeof checkinStatusSchema>;

export const habitSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: habitColorSchema,
  schedule: habitScheduleSchema,
  limit: habitLimitSchema.nullable(),
  reminderTime: clockTimeSchema.nullable(),
  /** Loop's strength score today, 0 to 1. */
  strength: z.number().min(0).max(1),
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  paused: z.boolean(),
  /** The stretches of days it was paused (to: null while still paused), oldest first. */
  pauses: z.array(z.object({ from: localDateSchema, to: localDateSchema.nullable() })),
  archived: z.boolean(),
  /** Today's check-in, in the user's day (journal settings: time zone and day start). */
  today: checkinStatusSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type Habit = z.infer<typeof habitSchema>;

export const habitResponseSchema = z.object({ habit: habitSchema });
export const habitListSchema = z.object({ habits: z.array(habitSchema) });
export type HabitList = z.infer<typeof habitListSchema>;

export const habitListQuerySchema = z.object({
  /** Archived habits are left out unless asked for. */
  archived: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const habitCheckinParamSchema = z.object({
  id: z.uuid({ message: 'Not an id this API returned' }),
  date: localDateSchema,
});

export const putCheckinSchema = z.object({
  /** `none` clears the day's check-in. */
  status: z.enum(['done', 'skipped', 'none']),
  note: z
    .string()
    .trim()
    .max(HABIT_NOTE_MAX, `Notes are at most ${HABIT_NOTE_MAX} characters`)
    .nullable()
    .optional(),
  /** For a habit with a limit: how many times that day (done means "kept within the limit"). */
  amount: z.number().int().min(0).max(100_000).nullable().optional(),
});
export type PutCheckin = z.infer<typeof putCheckinSchema>;

export const checkinSchema = z.object({
  date: localDateSchema,
  status: checkinStatusSchema,
  note: z.string().nullable(),
  amount: z.number().int().nullable(),
});
export type Checkin = z.infer<typeof checkinSchema>;

export const checkinResponseSchema = z.object({
  checkin: checkinSchema.nullable(),
  habit: habitSchema,
});

export const checkinRangeQuerySchema = z
  .object({ from: localDateSchema, to: localDateSchema })
  .refine((range) => range.from <= range.to, 'from must not be after to')
  .refine(
    (range) => Date.parse(range.to) - Date.parse(range.from) <= 3 * 366 * 86_400_000,
    'A range covers at most three years',
  );

export const checkinListSchema = z.object({
  checkins: z.array(checkinSchema),
  /** The strength score at the end of each day of the range, for the chart. */
  strengthByDay: z.array(z.object({ date: localDateSchema, strength: z.number() })),
});
export type CheckinList = z.infer<typeof checkinListSchema>;

/** A day's check-ins across habits, shown on that day's journal entry. */
export const dayCheckinsSchema = z.object({
  checkins: z.array(
    checkinSchema.extend({ habitId: z.string(), habitName: z.string(), color: habitColorSchema }),
  ),
});
export type DayCheckins = z.infer<typeof dayCheckinsSchema>;

/** Mood on days a habit was done compared with days it was not (the journal's insights). */
export const habitMoodInsightSchema = z.object({
  insights: z.array(
    z.object({
      habitId: z.string(),
      name: z.string(),
      color: habitColorSchema,
      moodWhenDone: z.number().nullable(),
      daysDone: z.number().int(),
      moodWhenNot: z.number().nullable(),
      daysNot: z.number().int(),
    }),
  ),
});
export type HabitMoodInsight = z.infer<typeof habitMoodInsightSchema>;
