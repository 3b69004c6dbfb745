import { dayKind, marksByDate, type CheckinMark } from '@common/habits/days';
import type { HabitMoodInsight } from '@common/schemas/habits';
import type { HabitRow } from './habitQueries';
import { habitRules } from './habitSummary';

type Insight = HabitMoodInsight['insights'][number];

const average = (values: number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;

/**
 * Mood (1–5, from journal entries) on days a habit was kept, against days it
 * was asked for and not kept, from the habit's first day to today. Skipped,
 * paused and unscheduled days are in neither group; today counts only once
 * it is checked in. Averages to 2 decimals; null with no such day.
 */
export function habitMoodInsight(
  row: HabitRow,
  marks: readonly CheckinMark[],
  moods: readonly { date: string; mood: number }[],
  start: string,
  today: string,
): Insight {
  const rules = habitRules(row);
  const byDate = marksByDate(marks);
  const done: number[] = [];
  const not: number[] = [];
  for (const { date, mood } of moods) {
    if (date < start || date > today) continue;
    const mark = byDate.get(date);
    if (date === today && mark === undefined) continue;
    const kind = dayKind(rules, date, mark);
    if (kind === 'kept') done.push(mood);
    else if (kind === 'missed') not.push(mood);
  }
  return {
    habitId: row.id,
    name: row.name,
    color: row.color as Insight['color'],
    moodWhenDone: average(done),
    daysDone: done.length,
    moodWhenNot: average(not),
    daysNot: not.length,
  };
}
