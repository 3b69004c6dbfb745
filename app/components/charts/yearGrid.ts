import { addDays, weekStart } from '@common/dates/localDate';

/*
 * The calendar layout behind a year heat-map: 53 week columns, Monday first,
 * ending with the week that holds `end`. Pure, so it is tested without a DOM.
 */

export const WEEKS_SHOWN = 53;

export interface MonthLabel {
  /** The first week column of the month's label. */
  column: number;
  /** How many columns the label spans (up to the next label). */
  span: number;
  /** `YYYY-MM` of the month. */
  month: string;
}

export interface YearGrid {
  /** The first date shown: a Monday. */
  start: string;
  /** `weeks[column][row]`: the date, or null after `end`. */
  weeks: (string | null)[][];
  months: MonthLabel[];
}

export function buildYearGrid(end: string): YearGrid {
  const start = addDays(weekStart(end), -(WEEKS_SHOWN - 1) * 7);
  const weeks: (string | null)[][] = [];
  for (let column = 0; column < WEEKS_SHOWN; column++) {
    const week: (string | null)[] = [];
    for (let row = 0; row < 7; row++) {
      const date = addDays(start, column * 7 + row);
      week.push(date <= end ? date : null);
    }
    weeks.push(week);
  }
  return { start, weeks, months: monthLabels(weeks) };
}

/** A month is labelled from the first column whose Monday lies in it, as GitHub does. */
function monthLabels(weeks: (string | null)[][]): MonthLabel[] {
  const labels: MonthLabel[] = [];
  weeks.forEach((week, column) => {
    const month = (week[0] as string).slice(0, 7);
    const last = labels.at(-1);
    if (last?.month === month) last.span++;
    else labels.push({ column, span: 1, month });
  });
  return labels;
}
