import { dayNumber, fromDayNumber, isoWeekday } from '../dates/localDate';
import type { CheckinStatus, HabitLimit, HabitSchedule } from '../schemas/habits';

/*
 * What one day means for a habit, the ground the score (score.ts), the
 * streaks and the monthly rates (streaks.ts) and the mood insights stand on.
 * Pure: the server computes from rows, the screens from the API's answers.
 */

/** A stretch of paused days, both ends included; `to` null: still paused. */
export interface PauseRange {
  from: string;
  to: string | null;
}

/** The parts of a habit its history depends on. */
export interface HabitRules {
  schedule: HabitSchedule;
  limit: HabitLimit | null;
  pauses: readonly PauseRange[];
}

/** A check-in as the computations need it. */
export interface CheckinMark {
  date: string;
  status: CheckinStatus;
  amount: number | null;
}

/**
 * - `kept`: done (and, for a habit with a limit, an amount within it);
 * - `missed`: a scheduled day without a kept check-in (also a done check-in over the limit);
 * - `skipped`: checked in as skipped (holiday, illness);
 * - `paused`: inside one of the habit's pauses;
 * - `unscheduled`: a weekday the habit does not ask for (weekdays schedules only).
 */
export type DayKind = 'kept' | 'missed' | 'skipped' | 'paused' | 'unscheduled';

/** Loop's frequency per day: 1 daily, n/7 for n a week, days/7 for chosen weekdays. */
export function frequencyPerDay(schedule: HabitSchedule): number {
  switch (schedule.type) {
    case 'daily':
      return 1;
    case 'weekly':
      return schedule.times / 7;
    case 'weekdays':
      return schedule.days.length / 7;
  }
}

/** Whether a done check-in counts: a habit to cut down is kept only within its limit. */
export function isKept(mark: CheckinMark | undefined, limit: HabitLimit | null): boolean {
  if (mark?.status !== 'done') return false;
  return limit === null || mark.amount === null || mark.amount <= limit.atMost;
}

export function isPaused(pauses: readonly PauseRange[], date: string): boolean {
  return pauses.some((pause) => date >= pause.from && (pause.to === null || date <= pause.to));
}

export function isScheduled(schedule: HabitSchedule, date: string): boolean {
  return schedule.type !== 'weekdays' || schedule.days.includes(isoWeekday(date));
}

/** The kind of a day, given the day's check-in (if any). Paused wins over anything checked in. */
export function dayKind(rules: HabitRules, date: string, mark: CheckinMark | undefined): DayKind {
  if (isPaused(rules.pauses, date)) return 'paused';
  if (mark?.status === 'skipped') return 'skipped';
  if (!isScheduled(rules.schedule, date)) return 'unscheduled';
  return isKept(mark, rules.limit) ? 'kept' : 'missed';
}

/** Check-ins by date, for lookups day by day. */
export function marksByDate(marks: readonly CheckinMark[]): Map<string, CheckinMark> {
  return new Map(marks.map((mark) => [mark.date, mark]));
}

/** The earliest check-in's date, or null without any. */
export function firstMarkDate(marks: readonly CheckinMark[]): string | null {
  let first: string | null = null;
  for (const mark of marks) if (first === null || mark.date < first) first = mark.date;
  return first;
}

const labels = new Map<number, string>();

/** The label of a day number, kept once made: the computations walk the same years again and again. */
function dateLabel(day: number): string {
  let label = labels.get(day);
  if (label === undefined) {
    label = fromDayNumber(day);
    labels.set(day, label);
  }
  return label;
}

/** Every date from `from` to `to`, both included (none when `from` is after `to`). */
export function* eachDay(from: string, to: string): Generator<string> {
  const last = dayNumber(to);
  for (let day = dayNumber(from); day <= last; day += 1) yield dateLabel(day);
}
