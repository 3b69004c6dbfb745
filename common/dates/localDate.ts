/*
 * Calendar arithmetic on local dates (`YYYY-MM-DD`), shared by the journal and
 * the habit tracker. A local date is a label, not an instant: these functions
 * never go through the machine's own time zone.
 */

const MINUTES_PER_DAY = 24 * 60;
const dayMs = 86_400_000;

/** Days since 1970-01-01 of a local date (its label read as a UTC date). */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / dayMs);
}

/** The local date `dayNumber` days after 1970-01-01. */
export function fromDayNumber(days: number): string {
  return new Date(days * dayMs).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the ISO week `date` falls in. */
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Minutes after midnight of an `HH:MM` time. */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and minute of the day of an instant in a time zone. */
export function wallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(instant))
    parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/**
 * The date a moment belongs to for someone in `timeZone` whose day starts at
 * `dayStartsAt`: at 01:30 with the default 04:00 it is still yesterday. Read
 * from the wall clock, so a daylight-saving change never shifts the boundary.
 */
export function localDateAt(instant: Date, timeZone: string, dayStartsAt = '00:00'): string {
  const clock = wallClock(instant, timeZone);
  const start = minutesOf(dayStartsAt) % MINUTES_PER_DAY;
  return clock.minutes < start ? addDays(clock.date, -1) : clock.date;
}
