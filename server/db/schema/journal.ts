import {
  boolean,
  date,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { note } from './notes';

/**
 * A user's journal settings: the time zone and the hour a day starts decide
 * which date an entry belongs to; rest days keep a streak alive; the reminder
 * fires at a local time. No row: the defaults (common/schemas/journal.ts).
 */
export const journalSettings = pgTable('journal_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  /** `HH:MM`: before this local time, it is still yesterday. */
  dayStartsAt: text('day_starts_at').notNull().default('04:00'),
  restDaysPerWeek: smallint('rest_days_per_week').notNull().default(1),
  /** `HH:MM`, or null: no reminder. */
  reminderTime: text('reminder_time'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A journal entry: a note (its body, title, tags, search, sharing) that also
 * belongs to one local date. One entry per user and date; the date and the
 * time zone it was reckoned in are fixed when the entry is created, so travel
 * or a daylight-saving change never moves it.
 */
export const journalEntry = pgTable(
  'journal_entries',
  {
    noteId: text('note_id')
      .primaryKey()
      .references(() => note.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** 1 (awful) to 5 (great), or null. */
    mood: smallint('mood'),
    gratitude: text('gratitude').array().notNull().default([]),
    prompt: text('prompt').notNull().default(''),
    /** Created after its day was over: it does not count for that day's streak. */
    writtenLate: boolean('written_late').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('journal_entries_user_date_idx').on(table.userId, table.date)],
);
