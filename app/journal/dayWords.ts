/*
 * A local date in words. A local date is a label, not an instant: it is read
 * as midnight UTC and formatted in UTC, so the machine's zone never shifts it.
 */

const formats = {
  long: new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }),
  dayMonth: new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }),
  month: new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  weekday: new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }),
  weekdayLong: new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }),
};

export type DayFormat = keyof typeof formats;

/** `2026-11-24` → "Tuesday, 24 November 2026" (`long`), "Tuesday 24 November" (`dayMonth`)… */
export function dayInWords(date: string, format: DayFormat = 'long'): string {
  return formats[format].format(new Date(`${date}T00:00:00Z`));
}

/** `2026-11` (or a date in it) → "November 2026". */
export function monthInWords(month: string): string {
  return formats.month.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}
