import { addDays, isoWeekday } from '@common/dates/localDate';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@app/components/ui/Button';
import { dayInWords, monthInWords } from '@app/journal/dayWords';
import { moodColor, moodWord } from '@app/journal/moods';
import { cn } from '@app/lib/cn';
import { monthBounds, monthOf, monthWeeks, shiftMonth } from './calendarMonth';

/** What the calendar needs of a day's entry. */
export interface CalendarEntry {
  date: string;
  mood: number | null;
  writtenLate: boolean;
}

/** "Tuesday 24 November, written, mood Good": the day button's accessible name. */
export function calendarDayLabel(date: string, entry: CalendarEntry | undefined, today: string) {
  const parts = [dayInWords(date, 'dayMonth')];
  if (date === today) parts.push('today');
  if (entry) parts.push(entry.writtenLate ? 'written later' : 'written');
  else if (date < today) parts.push('not written');
  if (entry?.mood) parts.push(`mood ${moodWord(entry.mood)}`);
  return parts.join(', ');
}

/** A Monday-to-Sunday week, for the weekday headings' names. */
const weekdays = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

const moves: Record<string, (date: string) => string> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  Home: (date) => addDays(date, 1 - isoWeekday(date)),
  End: (date) => addDays(date, 7 - isoWeekday(date)),
};

/**
 * A month of days, Monday first, days with an entry marked and tinted by
 * mood. One day button is in the tab order; the arrow keys move between days
 * (and into the next or previous month), Home and End to the week's ends.
 * Days after today are disabled.
 */
export function MonthCalendar({
  month,
  entries,
  today,
  selected,
  onMonthChange,
  onSelect,
}: {
  month: string;
  entries: readonly CalendarEntry[];
  today: string;
  selected: string;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
}) {
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  const { first, last } = monthBounds(month);
  const [focusDate, setFocusDate] = useState(selected);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  // The tab stop: the focused day if it is in this month, else the selected day, else the 1st.
  const tabStop =
    monthOf(focusDate) === month && focusDate <= today
      ? focusDate
      : monthOf(selected) === month
        ? selected
        : first;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${tabStop}"]`)?.focus();
  }, [tabStop]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(date);
    if (next > today) return;
    moved.current = true;
    setFocusDate(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="journal-calendar-title" className="font-semibold" aria-live="polite">
          {monthInWords(month)}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Previous month"
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next month"
            disabled={last >= today}
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <table ref={grid} aria-labelledby="journal-calendar-title" className="w-full table-fixed">
        <thead>
          <tr>
            {weekdays.map((date) => (
              <th key={date} scope="col" className="pb-1 text-xs font-normal text-muted-foreground">
                <abbr title={dayInWords(date, 'weekdayLong')} className="no-underline">
                  {dayInWords(date, 'weekday')}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) return <td key={index} />;
                const entry = byDate.get(date);
                return (
                  <td key={date} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={date}
                      data-mood={entry?.mood ?? undefined}
                      data-written={entry ? true : undefined}
                      disabled={date > today}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={calendarDayLabel(date, entry, today)}
                      aria-current={date === selected ? 'date' : undefined}
                      onClick={() => {
                        setFocusDate(date);
                        onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      className={cn(
                        'relative mx-auto flex aspect-square w-full max-w-10 flex-col items-center justify-center rounded-lg text-sm tabular-nums transition-colors',
                        'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent',
                        date === selected && 'ring-2 ring-primary',
                        date === today && 'font-bold',
                      )}
                      style={
                        entry?.mood
                          ? {
                              backgroundColor: `color-mix(in oklch, ${moodColor(entry.mood)} 30%, transparent)`,
                            }
                          : undefined
                      }
                    >
                      {Number(date.slice(8))}
                      {entry && (
                        <span
                          aria-hidden
                          className="absolute bottom-1 size-1.5 rounded-full bg-foreground/70"
                        />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
