import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { HabitSchedule } from '@common/schemas/habits';
import { user } from './auth';

/** A stretch of days a habit was paused: score and streak stay as they were. `to` null: still paused. */
export interface HabitPause {
  from: string;
  to: string | null;
}

/**
 * A habit to build (or, with `limitAtMost`, to cut down) on a schedule.
 * Pauses are kept as a list of date ranges so the score of any past day can
 * be worked out again.
 */
export const habit = pgTable(
  'habits',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('violet'),
    schedule: jsonb('schedule').$type<HabitSchedule>().notNull(),
    /** A habit to cut down: a day is kept when its amount is at most this. */
    limitAtMost: integer('limit_at_most'),
    /** `HH:MM` local time, or null. */
    reminderTime: text('reminder_time'),
    pauses: jsonb('pauses').$type<HabitPause[]>().notNull().default([]),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('habits_user_idx').on(table.userId, table.createdAt)],
);

/** One day's check-in of a habit: done or skipped, with an optional note and amount. */
export const habitCheckin = pgTable(
  'habit_checkins',
  {
    habitId: text('habit_id')
      .notNull()
      .references(() => habit.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'done' | 'skipped' */
    status: text('status').notNull(),
    note: text('note'),
    amount: integer('amount'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.habitId, table.date] }),
    index('habit_checkins_user_date_idx').on(table.userId, table.date),
  ],
);
