import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/localDate';
import { journalStreaks, type StreakDay } from './streaks';

// Monday 16 November 2026 … Sunday 29 November 2026: two ISO weeks.
const MON = '2026-11-16';
const day = (offset: number) => addDays(MON, offset);
/** Entries written on time on these days after MON. */
const onTime = (...offsets: number[]): StreakDay[] =>
  offsets.map((offset) => ({ date: day(offset), writtenLate: false }));
const late = (...offsets: number[]): StreakDay[] =>
  offsets.map((offset) => ({ date: day(offset), writtenLate: true }));

interface Case {
  name: string;
  days: StreakDay[];
  today: number;
  rest: number;
  current: number;
  longest: number;
}

const cases: Case[] = [
  { name: 'no entries at all', days: [], today: 3, rest: 1, current: 0, longest: 0 },
  {
    name: 'every day up to today',
    days: onTime(0, 1, 2, 3),
    today: 3,
    rest: 1,
    current: 4,
    longest: 4,
  },
  {
    name: 'today not written yet does not break the streak',
    days: onTime(0, 1, 2),
    today: 3,
    rest: 0,
    current: 3,
    longest: 3,
  },
  {
    name: 'one rest day in a week keeps the streak (and does not grow it)',
    days: onTime(0, 1, 3, 4),
    today: 4,
    rest: 1,
    current: 4,
    longest: 4,
  },
  {
    name: 'a second rest day in the same week breaks it',
    days: onTime(0, 2, 4, 5),
    today: 5,
    rest: 1,
    current: 2,
    longest: 2,
  },
  {
    name: 'two rest days allowed: two missed days in a week keep it',
    days: onTime(0, 2, 4, 5),
    today: 5,
    rest: 2,
    current: 4,
    longest: 4,
  },
  {
    name: 'no rest days: any missed day breaks it',
    days: onTime(0, 1, 3, 4),
    today: 4,
    rest: 0,
    current: 2,
    longest: 2,
  },
  {
    name: 'each ISO week has its own rest day (Sunday and the next Monday missed)',
    days: onTime(4, 5, 8, 9),
    today: 9,
    rest: 1,
    current: 4,
    longest: 4,
  },
  {
    name: 'yesterday missed is a rest day; the streak is still current today',
    days: onTime(0, 1, 2),
    today: 4,
    rest: 1,
    current: 3,
    longest: 3,
  },
  {
    name: 'two days missed before today with one rest day: the current streak is over',
    days: onTime(0, 1, 2),
    today: 5,
    rest: 1,
    current: 0,
    longest: 3,
  },
  {
    name: 'the longest streak is an earlier one',
    days: onTime(0, 1, 2, 3, 4, 9, 10),
    today: 10,
    rest: 1,
    current: 2,
    longest: 5,
  },
  {
    name: 'a backfilled entry does not count for its day (it is a rest day)',
    days: [...onTime(0, 1, 3), ...late(2)],
    today: 3,
    rest: 0,
    current: 1,
    longest: 2,
  },
  {
    name: 'a backfilled entry fills no gap, but a rest day can cover it',
    days: [...onTime(0, 1, 3), ...late(2)],
    today: 3,
    rest: 1,
    current: 3,
    longest: 3,
  },
  {
    name: 'only backfilled entries: no streak',
    days: late(0, 1, 2),
    today: 3,
    rest: 1,
    current: 0,
    longest: 0,
  },
  {
    name: 'a broken streak’s rest days are not charged to the next one',
    // Mon written, Tue and Wed missed (broken on Wed), Thu and Fri written, Sat missed, Sun written.
    days: onTime(0, 3, 4, 6),
    today: 6,
    rest: 1,
    current: 3,
    longest: 3,
  },
  {
    name: 'duplicate dates count once',
    days: [...onTime(0, 1), ...onTime(1)],
    today: 1,
    rest: 1,
    current: 2,
    longest: 2,
  },
];

describe('journalStreaks', () => {
  it.each(cases)('$name', ({ days, today, rest, current, longest }) => {
    expect(journalStreaks({ days, today: day(today), restDaysPerWeek: rest })).toEqual({
      current,
      longest,
    });
  });

  it('does not depend on the order of the days', () => {
    const days = onTime(5, 0, 3, 1, 4);
    expect(journalStreaks({ days, today: day(5), restDaysPerWeek: 1 })).toEqual(
      journalStreaks({ days: [...days].reverse(), today: day(5), restDaysPerWeek: 1 }),
    );
  });

  it('walks a long history quickly (ten years of daily entries)', () => {
    const days = Array.from({ length: 3650 }, (_, index) => ({
      date: addDays('2016-01-04', index),
      writtenLate: false,
    }));
    const today = addDays('2016-01-04', 3649);
    expect(journalStreaks({ days, today, restDaysPerWeek: 1 })).toEqual({
      current: 3650,
      longest: 3650,
    });
  });
});
