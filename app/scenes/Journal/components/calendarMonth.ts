import { addDays, dayNumber, fromDayNumber, weekStart } from '@common/dates/localDate';

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The first and last dates of a month (`YYYY-MM`). */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const last = fromDayNumber(Math.round(Date.UTC(year, monthIndex, 1) / 86_400_000) - 1);
  return { first, last };
}

/** The month `delta` months after `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthIndex - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * The month as weeks, Monday first: each week seven dates, null outside the
 * month (those cells stay empty, so every button is a day of this month).
 */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, last } = monthBounds(month);
  const weeks: (string | null)[][] = [];
  for (let start = weekStart(first); start <= last; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const date = fromDayNumber(dayNumber(start) + index);
        return date >= first && date <= last ? date : null;
      }),
    );
  }
  return weeks;
}
