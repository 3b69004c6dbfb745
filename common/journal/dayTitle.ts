import { isoWeekday } from '../dates/localDate';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A journal day in words, the title of its entry's note: "Tuesday, 24
 * November 2026". Spelled out here rather than by Intl, so the title is the
 * same on every runtime and never depends on a time zone.
 */
export function dayTitle(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[isoWeekday(date) - 1]}, ${day} ${MONTHS[month - 1]} ${year}`;
}
