import { describe, expect, it } from 'vitest';
import { habitsToRemind } from './habitReminders';
import { testHabit } from './testHabit';

const settings = { timeZone: 'Europe/Berlin', dayStartsAt: '04:00' };
// 2026-11-24 is a Tuesday; 19:30 UTC is 20:30 in Berlin.
const evening = new Date('2026-11-24T19:30:00Z');
const today = '2026-11-24';

describe('habitsToRemind', () => {
  it('reminds of a habit past its time and not checked in today', () => {
    const habit = testHabit({ reminderTime: '20:00' });
    expect(habitsToRemind([habit], settings, today, evening)).toEqual([habit]);
  });

  it('stays quiet before the time, once checked in or skipped, and without a reminder', () => {
    const habits = [
      testHabit({ id: 'late', reminderTime: '21:00' }),
      testHabit({ id: 'done', reminderTime: '20:00', today: 'done' }),
      testHabit({ id: 'skipped', reminderTime: '20:00', today: 'skipped' }),
      testHabit({ id: 'none', reminderTime: null }),
    ];
    expect(habitsToRemind(habits, settings, today, evening)).toEqual([]);
  });

  it('stays quiet for paused habits and on weekdays the habit does not ask for', () => {
    const habits = [
      testHabit({ id: 'paused', reminderTime: '20:00', paused: true }),
      testHabit({
        id: 'weekend',
        reminderTime: '20:00',
        schedule: { type: 'weekdays', days: [6, 7] },
      }),
    ];
    expect(habitsToRemind(habits, settings, today, evening)).toEqual([]);
  });

  it('counts the time from the day’s start: a 23:00 reminder still stands at 01:00', () => {
    const habit = testHabit({ reminderTime: '23:00' });
    // 00:30 UTC on the 25th is 01:30 in Berlin, still the 24th with a 04:00 day start.
    expect(habitsToRemind([habit], settings, today, new Date('2026-11-25T00:30:00Z'))).toEqual([
      habit,
    ]);
  });
});
