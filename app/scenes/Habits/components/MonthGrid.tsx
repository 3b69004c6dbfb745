import type { Habit } from '@common/schemas/habits';
import { addDays, isoWeekday } from '@common/dates/localDate';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@app/components/ui/Button';
import { longDate, monthName } from '@app/habits/dayWords';
import { weekdayShortNames } from '@app/habits/scheduleWords';
import { useHabitCheckinsQuery } from '@app/queries/habitQueries';
import { DayCell } from './DayCell';

/** The first day of the month after `month` (`YYYY-MM`). */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** A month's check-ins up to today (the detail reads the same cache for the picked day). */
export function useMonthCheckins(habit: Habit, month: string, today: string) {
  const first = `${month}-01`;
  const last = addDays(`${nextMonth(month)}-01`, -1);
  return useHabitCheckinsQuery(habit.id, first, last < today ? last : today, {
    enabled: first <= today,
  });
}

/**
 * A month of days, Monday first, to pick the day to check in, skip or note.
 * Days after today cannot be picked (the server refuses future check-ins).
 */
export function MonthGrid({
  habit,
  month,
  today,
  selected,
  onMonthChange,
  onSelect,
}: {
  habit: Habit;
  /** `YYYY-MM` */
  month: string;
  today: string;
  selected: string;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
}) {
  const first = `${month}-01`;
  const last = addDays(`${nextMonth(month)}-01`, -1);
  const checkins = useMonthCheckins(habit, month, today);
  const byDate = new Map(checkins.data?.checkins.map((checkin) => [checkin.date, checkin]));
  const leading = isoWeekday(first) - 1;
  const days: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) days.push(date);

  return (
    <section aria-labelledby="habit-month-title" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonthChange(previousMonth(month))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <h3 id="habit-month-title" className="text-sm font-medium" aria-live="polite">
          {monthName(month)}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next month"
          disabled={nextMonth(month) > today.slice(0, 7)}
          onClick={() => onMonthChange(nextMonth(month))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-muted-foreground" aria-hidden>
        {weekdayShortNames.map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol className="grid grid-cols-7 gap-1" aria-label={`Days of ${monthName(month)}`}>
        {days.map((date, index) => (
          <li key={date} style={index === 0 ? { gridColumnStart: leading + 1 } : undefined}>
            <DayCell
              checkin={byDate.get(date)}
              tone={habit.color}
              dayLabel={longDate(date)}
              aria-pressed={date === selected}
              disabled={date > today}
              onClick={() => onSelect(date)}
              className={`aspect-square w-full ${date === selected ? 'ring-2 ring-foreground ring-offset-1 ring-offset-card' : ''}`}
            >
              <span>{Number(date.slice(8))}</span>
            </DayCell>
          </li>
        ))}
      </ol>
    </section>
  );
}
