import type { CheckinStatus } from '@common/schemas/habits';

const shortFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayLetterFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'narrow',
  timeZone: 'UTC',
});

// A local date is a label: read it as a UTC date so the machine's zone never shifts it.
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Mon, 23 Nov" (in the reader's locale). */
export const shortDate = (date: string) => shortFormat.format(asUtc(date));
/** "Monday, 23 November 2026". */
export const longDate = (date: string) => longFormat.format(asUtc(date));
/** "November 2026" for `YYYY-MM`. */
export const monthName = (month: string) => monthFormat.format(asUtc(`${month}-01`));
/** "M" for a Monday. */
export const weekdayLetter = (date: string) => weekdayLetterFormat.format(asUtc(date));

/** What a day's check-in state is called on screen. */
export function statusWords(status: CheckinStatus | null | undefined): string {
  if (status === 'done') return 'Done';
  if (status === 'skipped') return 'Skipped';
  return 'Not checked in';
}

/** "45%" for a strength of 0.45. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "3 days" / "1 week": streaks of a weekly habit count weeks. */
export function streakWords(count: number, unit: 'day' | 'week'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
