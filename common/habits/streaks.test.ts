import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/localDate';
import type { CheckinMark, HabitRules, PauseRange } from './days';
import { completionByMonth, habitStreaks } from './streaks';

const MONDAY = '2026-03-02';

/**
 * A history written as one character per day from MONDAY: `x` done, `s`
 * skipped, `o` done over a limit of 1, `.` nothing.
 */
function marksOf(days: string): CheckinMark[] {
  return [...days].flatMap((char, offset): CheckinMark[] => {
    const date = addDays(MONDAY, offset);
    if (char === 'x') return [{ date, status: 'done', amount: null }];
    if (char === 'o') return [{ date, status: 'done', amount: 5 }];
    if (char === 's') return [{ date, status: 'skipped', amount: null }];
    return [];
  });
}

const rules = (schedule: HabitRules['schedule'], pauses: PauseRange[] = []): HabitRules => ({
  schedule,
  limit: { atMost: 1 },
  pauses,
});

const daily = rules({ type: 'daily' });
/** The day after the history: "today", not yet checked in. */
const todayAfter = (days: string) => addDays(MONDAY, days.length);

describe('habitStreaks', () => {
  it.each([
    ['nothing checked in', daily, '', { current: 0, best: 0 }],
    ['five days in a row', daily, 'xxxxx', { current: 5, best: 5 }],
    ['a miss ends the streak', daily, 'xxx.xx', { current: 2, best: 3 }],
    ['a miss as the last full day', daily, 'xxxx.', { current: 0, best: 4 }],
    ['skipped days neither break nor extend', daily, 'xxssxx', { current: 4, best: 4 }],
    ['a done day over the limit is a miss', daily, 'xxoxx', { current: 2, best: 2 }],
    [
      'paused days neither break nor extend',
      rules({ type: 'daily' }, [{ from: addDays(MONDAY, 2), to: addDays(MONDAY, 4) }]),
      'xx...xx',
      { current: 4, best: 4 },
    ],
    [
      'chosen weekdays: days not chosen are ignored',
      rules({ type: 'weekdays', days: [1, 3, 5] }),
      'x.x.x..x.x',
      { current: 5, best: 5 },
    ],
    [
      'chosen weekdays: a chosen day missed ends it',
      rules({ type: 'weekdays', days: [1, 3, 5] }),
      'x.x....x',
      { current: 1, best: 2 },
    ],
    [
      'three a week: two met weeks',
      rules({ type: 'weekly', times: 3 }),
      'xxx....x.x.x..',
      { current: 2, best: 2 },
    ],
    [
      'three a week: a short week ends it',
      rules({ type: 'weekly', times: 3 }),
      'xxx....x......xxx....',
      { current: 1, best: 1 },
    ],
    [
      'three a week: skipped days can excuse a short week',
      rules({ type: 'weekly', times: 3 }),
      'xxx....xss....xxx....',
      { current: 2, best: 2 },
    ],
    [
      'three a week: the week under way does not break it',
      rules({ type: 'weekly', times: 3 }),
      'xxx....x',
      { current: 1, best: 1 },
    ],
  ] as const)('%s', (_, habit, days, expected) => {
    expect(habitStreaks(habit, marksOf(days), todayAfter(days))).toEqual(expected);
  });

  it('keeps the streak while today is not checked in yet, and counts today once it is', () => {
    expect(habitStreaks(daily, marksOf('xxx'), addDays(MONDAY, 3))).toEqual({
      current: 3,
      best: 3,
    });
    expect(habitStreaks(daily, marksOf('xxxx'), addDays(MONDAY, 3))).toEqual({
      current: 4,
      best: 4,
    });
  });
});

describe('completionByMonth', () => {
  it.each([
    [
      'daily: kept over the days of the month so far',
      daily,
      '2026-03-01',
      '2026-03-11',
      // 1 March (Sunday) missed, then 2–11 March: 6 done, 1 skipped, 1 over the limit, today pending.
      'xxsxo.xxx',
      [{ month: '2026-03', kept: 6, expected: 9, rate: 6 / 9 }],
    ],
    [
      'three a week asks 3/7 of each day',
      rules({ type: 'weekly', times: 3 }),
      MONDAY,
      addDays(MONDAY, 14),
      'xxx....xxx....',
      [{ month: '2026-03', kept: 6, expected: 6, rate: 1 }],
    ],
    [
      'across two months, a month asking nothing is null',
      rules({ type: 'daily' }, [{ from: '2026-03-02', to: '2026-03-31' }]),
      '2026-03-02',
      '2026-04-03',
      '',
      [
        { month: '2026-03', kept: 0, expected: 0, rate: null },
        { month: '2026-04', kept: 0, expected: 2, rate: 0 },
      ],
    ],
  ] as const)('%s', (_, habit, start, today, days, expected) => {
    const months = completionByMonth(habit, marksOf(days), start, today);
    expect(
      months.map((month) => ({ ...month, expected: Number(month.expected.toFixed(9)) })),
    ).toEqual(expected);
  });
});
