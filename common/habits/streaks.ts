import { addDays, weekStart } from '../dates/localDate';
import {
  dayKind,
  eachDay,
  firstMarkDate,
  marksByDate,
  type CheckinMark,
  type HabitRules,
} from './days';

/*
 * Streaks and monthly completion, counted in the habit's scheduled periods.
 *
 * Streaks (current and best):
 * - daily and chosen weekdays count days: a kept day extends the streak, a
 *   missed scheduled day ends it; skipped, paused and unscheduled days
 *   neither break nor extend it;
 * - n times a week counts ISO weeks (Monday to Sunday): a week holding n kept
 *   days extends the streak; a week short of n ends it, unless its skipped
 *   and paused days could have made up the difference (then it neither breaks
 *   nor extends it);
 * - the current day (or week) is not over: until it is met it leaves the
 *   streak as it was, so a streak does not read 0 every morning.
 *
 * Completion per month: kept days over the days the schedule asked for, from
 * the habit's start to today. A day of n times a week asks for n/7 of a day;
 * skipped, paused and unscheduled days ask for nothing; today counts once it
 * is checked in. The rate is at most 1, and null for a month that asked for
 * nothing.
 */

export interface Streaks {
  current: number;
  best: number;
}

export function habitStreaks(
  rules: HabitRules,
  marks: readonly CheckinMark[],
  today: string,
): Streaks {
  const first = firstMarkDate(marks);
  if (first === null) return { current: 0, best: 0 };
  const outcomes =
    rules.schedule.type === 'weekly'
      ? weekOutcomes(rules, rules.schedule.times, marks, first, today)
      : dayOutcomes(rules, marks, first, today);
  let current = 0;
  let best = 0;
  for (const outcome of outcomes) {
    if (outcome === 'extends') best = Math.max(best, (current += 1));
    else if (outcome === 'breaks') current = 0;
  }
  return { current, best };
}

type Outcome = 'extends' | 'breaks' | 'neither';

function* dayOutcomes(
  rules: HabitRules,
  marks: readonly CheckinMark[],
  first: string,
  today: string,
): Generator<Outcome> {
  const byDate = marksByDate(marks);
  for (const date of eachDay(first, today)) {
    const mark = byDate.get(date);
    const kind = dayKind(rules, date, mark);
    if (kind === 'kept') yield 'extends';
    else if (kind === 'missed' && !(date === today && mark === undefined)) yield 'breaks';
    else yield 'neither';
  }
}

function* weekOutcomes(
  rules: HabitRules,
  times: number,
  marks: readonly CheckinMark[],
  first: string,
  today: string,
): Generator<Outcome> {
  const byDate = marksByDate(marks);
  const thisWeek = weekStart(today);
  for (let monday = weekStart(first); monday <= thisWeek; monday = addDays(monday, 7)) {
    let kept = 0;
    let excused = 0;
    for (const date of eachDay(monday, addDays(monday, 6))) {
      const kind = dayKind(rules, date, byDate.get(date));
      if (kind === 'kept') kept += 1;
      else if (kind === 'skipped' || kind === 'paused') excused += 1;
    }
    if (kept >= times) yield 'extends';
    else if (monday === thisWeek || kept + excused >= times) yield 'neither';
    else yield 'breaks';
  }
}

export interface MonthCompletion {
  /** `YYYY-MM` */
  month: string;
  kept: number;
  /** Days the schedule asked for (n/7 a day for n times a week). */
  expected: number;
  /** kept / expected, at most 1; null when nothing was asked for. */
  rate: number | null;
}

/** Completion per month from `start` (the habit's first day) to today, oldest month first. */
export function completionByMonth(
  rules: HabitRules,
  marks: readonly CheckinMark[],
  start: string,
  today: string,
): MonthCompletion[] {
  const byDate = marksByDate(marks);
  const perDay = rules.schedule.type === 'weekly' ? rules.schedule.times / 7 : 1;
  const months = new Map<string, { kept: number; expected: number }>();
  for (const date of eachDay(start, today)) {
    const mark = byDate.get(date);
    const month = date.slice(0, 7);
    const totals = months.get(month) ?? { kept: 0, expected: 0 };
    months.set(month, totals);
    if (date === today && mark === undefined) continue;
    const kind = dayKind(rules, date, mark);
    if (kind !== 'kept' && kind !== 'missed') continue;
    totals.expected += perDay;
    if (kind === 'kept') totals.kept += 1;
  }
  return [...months].map(([month, { kept, expected }]) => ({
    month,
    kept,
    expected,
    rate: expected > 0 ? Math.min(1, kept / expected) : null,
  }));
}
