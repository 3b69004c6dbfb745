import { addDays, dayNumber, weekStart } from '../dates/localDate';

/** A day with a journal entry, as the streak engine reads it. */
export interface StreakDay {
  date: string;
  /** Backfilled after its day was over: the entry stays, but the day does not count. */
  writtenLate: boolean;
}

export interface StreakInput {
  days: StreakDay[];
  /** The user's today: without an entry yet it does not break the current streak. */
  today: string;
  /** Days a week without a counted entry that keep a streak alive (rest days). */
  restDaysPerWeek: number;
}

export interface Streaks {
  /** Counted days in the streak still alive today; 0 when it was broken. */
  current: number;
  /** Counted days in the longest streak ever, the current one included. */
  longest: number;
}

/**
 * Forgiving journal streaks. A day counts when it has an entry written on
 * time. Walking the days from the first counted one to today, a day without
 * one is a rest day: each ISO week (Monday to Sunday) tolerates
 * `restDaysPerWeek` of them, and the next one breaks the streak. A streak's
 * length is its counted days, so rest days keep it alive without growing it.
 * A broken streak's rest days are not charged to the next one.
 */
export function journalStreaks({ days, today, restDaysPerWeek }: StreakInput): Streaks {
  const counted = new Set(days.filter((day) => !day.writtenLate).map((day) => day.date));
  if (counted.size === 0) return { current: 0, longest: 0 };
  const sorted = [...counted].sort();
  const first = sorted[0] as string;
  const last = sorted.at(-1) as string;
  // An entry dated after "today" (a clock or zone change) is still walked over.
  const end = last > today ? last : today;

  let length = 0;
  let longest = 0;
  let restWeek = '';
  let restUsed = 0;
  for (let date = first; dayNumber(date) <= dayNumber(end); date = addDays(date, 1)) {
    if (counted.has(date)) {
      length += 1;
      longest = Math.max(longest, length);
      continue;
    }
    // Today is not over: no entry yet is not a rest day.
    if (date === today || length === 0) continue;
    const week = weekStart(date);
    if (week !== restWeek) {
      restWeek = week;
      restUsed = 0;
    }
    restUsed += 1;
    if (restUsed > restDaysPerWeek) {
      length = 0;
      restUsed = 0;
    }
  }
  return { current: length, longest };
}
