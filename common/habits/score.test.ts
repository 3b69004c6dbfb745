import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/localDate';
import type { CheckinMark, HabitRules } from './days';
import { currentStrength, scoreMultiplier, strengthByDay } from './score';

const daily: HabitRules = { schedule: { type: 'daily' }, limit: null, pauses: [] };
const START = '2026-01-05'; // a Monday

/** `count` consecutive check-ins of one status from `from`. */
const run = (from: string, count: number, status: CheckinMark['status'] = 'done') =>
  Array.from({ length: count }, (_, i) => ({ date: addDays(from, i), status, amount: null }));

describe('Loop’s strength score', () => {
  it('uses m = 0.5^(√f / 13)', () => {
    expect(scoreMultiplier(1)).toBeCloseTo(0.5 ** (1 / 13), 12);
    expect(scoreMultiplier(3 / 7)).toBeCloseTo(0.5 ** (Math.sqrt(3 / 7) / 13), 12);
  });

  it('gives 0.959 after 60 done days from zero, and 0.817 after 3 misses that follow', () => {
    const marks = run(START, 60);
    const day60 = addDays(START, 59);
    expect(currentStrength(daily, marks, day60).toFixed(3)).toBe('0.959');
    // Three missed days (no check-in) after the run: the third is over once a fourth day began.
    expect(currentStrength(daily, marks, addDays(day60, 4)).toFixed(3)).toBe('0.817');
  });

  it('is 0 without check-ins, and rises by 1 − m on a first done day', () => {
    expect(currentStrength(daily, [], START)).toBe(0);
    expect(currentStrength(daily, run(START, 1), START)).toBeCloseTo(1 - scoreMultiplier(1), 12);
  });

  it('leaves the score unchanged on skipped days and paused days', () => {
    const done = run(START, 60);
    const afterRun = addDays(START, 60);
    const expected = currentStrength(daily, done, addDays(START, 59));
    const skipped = [...done, ...run(afterRun, 5, 'skipped')];
    expect(currentStrength(daily, skipped, addDays(afterRun, 4))).toBeCloseTo(expected, 12);
    const paused: HabitRules = { ...daily, pauses: [{ from: afterRun, to: null }] };
    expect(currentStrength(paused, done, addDays(afterRun, 30))).toBeCloseTo(expected, 12);
    const resumed: HabitRules = {
      ...daily,
      pauses: [{ from: afterRun, to: addDays(afterRun, 9) }],
    };
    // Resumed after 10 days: the 11th and 12th are misses again (the 13th, today, is pending).
    expect(currentStrength(resumed, done, addDays(afterRun, 12))).toBeCloseTo(
      expected * scoreMultiplier(1) ** 2,
      12,
    );
  });

  it('does not count today as missed before it is checked in', () => {
    const marks = run(START, 10);
    const yesterday = addDays(START, 9);
    const today = addDays(START, 10);
    expect(currentStrength(daily, marks, today)).toBe(currentStrength(daily, marks, yesterday));
  });

  it('counts a done day over the limit of a habit to cut down as a miss', () => {
    const limited: HabitRules = { ...daily, limit: { atMost: 2 } };
    const within = [{ date: START, status: 'done' as const, amount: 2 }];
    const over = [{ date: START, status: 'done' as const, amount: 3 }];
    expect(currentStrength(limited, within, START)).toBeCloseTo(1 - scoreMultiplier(1), 12);
    expect(currentStrength(limited, over, START)).toBe(0);
  });

  it('scores n times a week with f = n/7, a met week counting its other days as checked', () => {
    const weekly: HabitRules = { ...daily, schedule: { type: 'weekly', times: 3 } };
    const m = scoreMultiplier(3 / 7);
    // Done Monday to Wednesday: the rolling 7 days then hold 3 done days up to Sunday.
    // Read on the next Monday (today, not checked in: pending), so Sunday is over.
    const marks = run(START, 3);
    const monday = addDays(START, 7);
    expect(currentStrength(weekly, marks, monday)).toBeCloseTo(1 - m ** 7, 12);
    // That Monday the window (Tuesday to Monday) holds only 2: once over, a miss.
    const later = [...marks, { date: addDays(START, 8), status: 'done' as const, amount: null }];
    expect(currentStrength(weekly, later, addDays(monday, 1))).toBeCloseTo(
      (1 - m ** 7) * m * m + (1 - m),
      12,
    );
  });

  it('scores chosen weekdays with f = days/7 and leaves other days unchanged', () => {
    const weekdays: HabitRules = { ...daily, schedule: { type: 'weekdays', days: [1, 3, 5] } };
    const m = scoreMultiplier(3 / 7);
    // Monday, Wednesday and Friday done; Tuesday and Thursday not asked for; Monday after missed.
    const marks = [0, 2, 4].map((offset) => ({
      date: addDays(START, offset),
      status: 'done' as const,
      amount: null,
    }));
    expect(currentStrength(weekdays, marks, addDays(START, 6))).toBeCloseTo(1 - m ** 3, 12);
    expect(currentStrength(weekdays, marks, addDays(START, 8))).toBeCloseTo((1 - m ** 3) * m, 12);
  });

  it('lists the strength of each day of a range, 0 before the first check-in, none after today', () => {
    const marks = run(START, 2);
    const days = strengthByDay(
      daily,
      marks,
      addDays(START, -2),
      addDays(START, 5),
      addDays(START, 2),
    );
    expect(days.map((day) => day.date)).toEqual([
      addDays(START, -2),
      addDays(START, -1),
      START,
      addDays(START, 1),
      addDays(START, 2),
    ]);
    const m = scoreMultiplier(1);
    expect(days.map((day) => Number(day.strength.toFixed(6)))).toEqual(
      [0, 0, 1 - m, 1 - m * m, 1 - m * m].map((value) => Number(value.toFixed(6))),
    );
  });
});
