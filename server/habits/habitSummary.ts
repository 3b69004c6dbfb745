import { firstMarkDate, type CheckinMark, type HabitRules } from '@common/habits/days';
import { currentStrength } from '@common/habits/score';
import { habitStreaks } from '@common/habits/streaks';
import type { CheckinStatus } from '@common/schemas/habits';
import { localDateAt } from '@common/dates/localDate';
import type { HabitRow } from './habitQueries';

/** The rules the score and streaks read off a habit's row. */
export function habitRules(row: Pick<HabitRow, 'schedule' | 'limitAtMost' | 'pauses'>): HabitRules {
  return {
    schedule: row.schedule,
    limit: row.limitAtMost === null ? null : { atMost: row.limitAtMost },
    pauses: row.pauses,
  };
}

/** Whether the habit is paused now: its last pause has no end. */
export const isPausedNow = (row: Pick<HabitRow, 'pauses'>) =>
  row.pauses.some((pause) => pause.to === null);

/** What the habit list shows of a habit's history, computed from its check-ins on each read. */
export interface HabitSummary {
  strength: number;
  currentStreak: number;
  bestStreak: number;
  today: CheckinStatus | null;
}

export function summarizeHabit(
  row: HabitRow,
  marks: readonly CheckinMark[],
  today: string,
): HabitSummary {
  const rules = habitRules(row);
  const streaks = habitStreaks(rules, marks, today);
  return {
    strength: currentStrength(rules, marks, today),
    currentStreak: streaks.current,
    bestStreak: streaks.best,
    today: marks.find((mark) => mark.date === today)?.status ?? null,
  };
}

/**
 * The habit's first day: the day it was created, in the user's reckoning, or
 * its earliest check-in when past days were filled in.
 */
export function habitStartDate(
  row: Pick<HabitRow, 'createdAt'>,
  marks: readonly CheckinMark[],
  settings: { timeZone: string; dayStartsAt: string },
): string {
  const created = localDateAt(row.createdAt, settings.timeZone, settings.dayStartsAt);
  const first = firstMarkDate(marks);
  return first !== null && first < created ? first : created;
}
