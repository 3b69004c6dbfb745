import { isKept } from '@common/habits/days';
import type { Checkin, Habit } from '@common/schemas/habits';
import { YearHeatmap, type HeatmapDay } from '@app/components/charts/YearHeatmap';
import { longDate } from '@app/habits/dayWords';

/** Done days full colour, done over the limit half, skipped days faint. */
function heatmapDay(habit: Habit, checkin: Checkin): HeatmapDay {
  const date = longDate(checkin.date);
  const note = checkin.note ? ` Note: ${checkin.note}` : '';
  if (checkin.status === 'skipped')
    return { date: checkin.date, level: 1, label: `${date}: skipped.${note}` };
  if (!isKept(checkin, habit.limit))
    return {
      date: checkin.date,
      level: 2,
      label: `${date}: over the limit (${checkin.amount ?? 0}).${note}`,
    };
  const amount = habit.limit && checkin.amount !== null ? ` (${checkin.amount})` : '';
  return { date: checkin.date, level: 4, label: `${date}: done${amount}.${note}` };
}

export function HabitYearHeatmap({
  habit,
  checkins,
  today,
}: {
  habit: Habit;
  checkins: readonly Checkin[];
  today: string;
}) {
  const days = checkins.map((checkin) => heatmapDay(habit, checkin));
  const done = days.filter((day) => day.level === 4).length;
  const skipped = days.filter((day) => day.level === 1).length;
  return (
    <YearHeatmap
      days={days}
      end={today}
      tone={habit.color}
      caption={`${habit.name} over the last year`}
      summary={`Done on ${done} ${done === 1 ? 'day' : 'days'}, skipped ${skipped}.`}
    />
  );
}
