import type { HabitSchedule } from '@common/schemas/habits';
import { describe, expect, it } from 'vitest';
import { scheduleInWords } from './scheduleWords';

describe('scheduleInWords', () => {
  it.each<[HabitSchedule, string]>([
    [{ type: 'daily' }, 'Every day'],
    [{ type: 'weekly', times: 1 }, 'Once a week'],
    [{ type: 'weekly', times: 3 }, '3 times a week'],
    [{ type: 'weekdays', days: [5, 1, 3] }, 'Mon, Wed, Fri'],
    [{ type: 'weekdays', days: [7] }, 'Sun'],
    [{ type: 'weekdays', days: [1, 2, 3, 4, 5] }, 'Weekdays'],
    [{ type: 'weekdays', days: [7, 6] }, 'Weekends'],
    [{ type: 'weekdays', days: [1, 2, 3, 4, 5, 6, 7] }, 'Every day'],
  ])('says %j as “%s”', (schedule, words) => {
    expect(scheduleInWords({ schedule, limit: null })).toBe(words);
  });

  it('says the limit of a habit to cut down', () => {
    expect(scheduleInWords({ schedule: { type: 'daily' }, limit: { atMost: 2 } })).toBe(
      'At most 2 a day',
    );
    expect(scheduleInWords({ schedule: { type: 'daily' }, limit: { atMost: 0 } })).toBe(
      'Not at all',
    );
    expect(
      scheduleInWords({
        schedule: { type: 'weekdays', days: [1, 2, 3, 4, 5] },
        limit: { atMost: 1 },
      }),
    ).toBe('Weekdays, at most 1 a day');
  });
});
