import type { HabitLimit, HabitSchedule } from '@common/schemas/habits';

/** ISO weekday 1–7 (Monday first) to its short name. */
export const weekdayShortNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const weekdayLongNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

function weekdaysInWords(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const key = sorted.join('');
  if (key === '1234567') return 'Every day';
  if (key === '12345') return 'Weekdays';
  if (key === '67') return 'Weekends';
  return sorted.map((day) => weekdayShortNames[day - 1]).join(', ');
}

function scheduleWords(schedule: HabitSchedule): string {
  switch (schedule.type) {
    case 'daily':
      return 'Every day';
    case 'weekly':
      return schedule.times === 1 ? 'Once a week' : `${schedule.times} times a week`;
    case 'weekdays':
      return weekdaysInWords(schedule.days);
  }
}

function limitWords(limit: HabitLimit): string {
  return limit.atMost === 0 ? 'not at all' : `at most ${limit.atMost} a day`;
}

/**
 * A habit's schedule as the list shows it: "Every day", "3 times a week",
 * "Mon, Wed, Fri". A habit to cut down says its limit instead of "every day"
 * ("At most 2 a day"), or after the days it applies on.
 */
export function scheduleInWords(habit: {
  schedule: HabitSchedule;
  limit: HabitLimit | null;
}): string {
  const days = scheduleWords(habit.schedule);
  if (!habit.limit) return days;
  const limit = limitWords(habit.limit);
  if (days === 'Every day') return limit.charAt(0).toUpperCase() + limit.slice(1);
  return `${days}, ${limit}`;
}
