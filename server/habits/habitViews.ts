import { strengthByDay } from '@common/habits/score';
import type { CheckinList, DayCheckins, Habit, HabitMoodInsight } from '@common/schemas/habits';
import type { Db } from '../db/client';
import { presentCheckin, presentHabit, roundStrength } from '../presenters/habit';
import {
  checkinsBetween,
  checkinsOnDay,
  listHabits,
  marksOfHabits,
  moodByDay,
  type HabitRow,
} from './habitQueries';
import { habitRules, habitStartDate, summarizeHabit } from './habitSummary';
import { habitMoodInsight } from './moodInsights';

/*
 * The habit API's answers, put together from rows: scores and streaks are
 * computed from the check-ins on each read (three years of daily check-ins
 * of ten habits are some 11,000 small rows), so they can never go stale.
 */

/** The user's day, as the journal reckons it: their time zone and the hour a day starts. */
export interface UserDay {
  today: string;
  timeZone: string;
  dayStartsAt: string;
}

/** Habits presented with their strength, streaks and today's check-in. */
export async function presentHabits(db: Db, rows: HabitRow[], day: UserDay): Promise<Habit[]> {
  const marks = await marksOfHabits(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentHabit(row, summarizeHabit(row, marks.get(row.id) ?? [], day.today)),
  );
}

export async function presentOneHabit(db: Db, row: HabitRow, day: UserDay): Promise<Habit> {
  const [habit] = await presentHabits(db, [row], day);
  if (!habit) throw new Error('the habit was not presented');
  return habit;
}

/** A habit's check-ins over a range, with its strength at the end of each day of it (up to today). */
export async function checkinRange(
  db: Db,
  row: HabitRow,
  range: { from: string; to: string },
  day: UserDay,
): Promise<CheckinList> {
  const [checkins, marks] = await Promise.all([
    checkinsBetween(db, row.id, range.from, range.to),
    marksOfHabits(db, [row.id]),
  ]);
  return {
    checkins: checkins.map(presentCheckin),
    strengthByDay: strengthByDay(
      habitRules(row),
      marks.get(row.id) ?? [],
      range.from,
      range.to,
      day.today,
    ).map(({ date, strength }) => ({ date, strength: roundStrength(strength) })),
  };
}

/** A day's check-ins across the user's habits (archived ones too: it is that day's record). */
export async function dayCheckins(db: Db, userId: string, date: string): Promise<DayCheckins> {
  const rows = await checkinsOnDay(db, userId, date);
  return {
    checkins: rows.map((row) => ({
      ...presentCheckin(row),
      habitId: row.habitId,
      habitName: row.habitName,
      color: row.color as Habit['color'],
    })),
  };
}

/** Mood on days each habit (not archived) was kept against days it was not. */
export async function moodInsights(
  db: Db,
  userId: string,
  day: UserDay,
): Promise<HabitMoodInsight> {
  const [rows, moods] = await Promise.all([listHabits(db, userId), moodByDay(db, userId)]);
  const marks = await marksOfHabits(
    db,
    rows.map((row) => row.id),
  );
  return {
    insights: rows.map((row) => {
      const habitMarks = marks.get(row.id) ?? [];
      const start = habitStartDate(row, habitMarks, day);
      return habitMoodInsight(row, habitMarks, moods, start, day.today);
    }),
  };
}
