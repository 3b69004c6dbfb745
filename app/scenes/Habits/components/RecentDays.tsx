import type { Habit } from '@common/schemas/habits';
import { addDays } from '@common/dates/localDate';
import { shortDate, weekdayLetter } from '@app/habits/dayWords';
import { useHabitCheckinsQuery } from '@app/queries/habitQueries';
import { nextDayStatus, type DayStatus } from '../useHabitCheckin';
import { DayCell } from './DayCell';

const DAYS_SHOWN = 7;

/**
 * The last seven days, today last. A tap moves a day on: not checked in →
 * done → skipped → not checked in, as in Loop Habit Tracker.
 */
export function RecentDays({
  habit,
  today,
  onSetDay,
}: {
  habit: Habit;
  today: string;
  onSetDay: (date: string, status: DayStatus, previous: DayStatus) => void;
}) {
  const from = addDays(today, -(DAYS_SHOWN - 1));
  const checkins = useHabitCheckinsQuery(habit.id, from, today);
  const byDate = new Map(checkins.data?.checkins.map((checkin) => [checkin.date, checkin]));
  const days = Array.from({ length: DAYS_SHOWN }, (_, index) => addDays(from, index));
  return (
    <ol aria-label={`Last ${DAYS_SHOWN} days of ${habit.name}`} className="flex gap-1">
      {days.map((date) => {
        const checkin = byDate.get(date);
        const status: DayStatus = checkin?.status ?? 'none';
        return (
          <li key={date} className="grid justify-items-center gap-0.5">
            <span aria-hidden className="text-[0.625rem] text-muted-foreground">
              {weekdayLetter(date)}
            </span>
            <DayCell
              checkin={checkin}
              tone={habit.color}
              dayLabel={date === today ? `Today, ${shortDate(date)}` : shortDate(date)}
              disabled={!checkins.isSuccess}
              onClick={() => onSetDay(date, nextDayStatus(status), status)}
              className="size-8"
            />
          </li>
        );
      })}
    </ol>
  );
}
