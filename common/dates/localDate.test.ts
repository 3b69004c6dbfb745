import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  daysBetween,
  fromDayNumber,
  isoWeekday,
  localDateAt,
  weekStart,
} from './localDate';

interface DayCase {
  name: string;
  /** The instant, in UTC. */
  at: string;
  zone: string;
  dayStartsAt: string;
  date: string;
}

/** Which local date a moment belongs to: the day engine of the journal and the habits. */
const cases: DayCase[] = [
  {
    name: '01:30 before a 04:00 day start is still yesterday',
    at: '2026-11-24T00:30:00Z', // 01:30 in Berlin (CET)
    zone: 'Europe/Berlin',
    dayStartsAt: '04:00',
    date: '2026-11-23',
  },
  {
    name: '04:00 sharp starts the new day',
    at: '2026-11-24T03:00:00Z',
    zone: 'Europe/Berlin',
    dayStartsAt: '04:00',
    date: '2026-11-24',
  },
  {
    name: '03:59 is the day before',
    at: '2026-11-24T02:59:00Z',
    zone: 'Europe/Berlin',
    dayStartsAt: '04:00',
    date: '2026-11-23',
  },
  {
    name: 'a midnight day start: 00:00 is the new day',
    at: '2026-11-23T23:00:00Z',
    zone: 'Europe/Berlin',
    dayStartsAt: '00:00',
    date: '2026-11-24',
  },
  {
    name: 'the same instant is another date in another zone',
    at: '2026-11-23T23:00:00Z',
    zone: 'America/New_York',
    dayStartsAt: '00:00',
    date: '2026-11-23',
  },
  // Berlin, spring forward (29 March 2026): 02:00 CET jumps to 03:00 CEST, so 02:30 never happens.
  {
    name: 'Berlin spring: 01:59 CET, before the jump, is still the day before (04:00 start)',
    at: '2026-03-29T00:59:00Z',
    zone: 'Europe/Berlin',
    dayStartsAt: '04:00',
    date: '2026-03-28',
  },
  {
    name: 'Berlin spring: 03:00 CEST, right after the missing 02:30, is still the day before',
    at: '2026-03-29T01:00:00Z',
    zone: 'Europe/Berlin',
    dayStartsAt: '04:00',
    date: '2026-03-28',
  },
  {
    name: 'Berlin spring: the day starts at 04:00 on the wall clock (02:00 UTC, not 03:00)',
    at: '2026-03-29T02:00:00Z',
    zone: 'Europe/Berlin',
    dayStartsAt: '04:00',
    date: '2026-03-29',
  },
  {
    name: 'Berlin spring: a 02:30 day start that does not exist that night starts the day at 03:00',
    at: '2026-03-29T01:00:00Z',
    zone: 'Europe/Berlin',
    dayStartsAt: '02:30',
    date: '2026-03-29',
  },
  // Berlin, fall back (25 October 2026): 03:00 CEST goes back to 02:00 CET, so 02:30 happens twice.
  {
    name: 'Berlin autumn: the first 02:30 (CEST) belongs to the day before',
    at: '2026-10-25T00:30:00Z',
    zone: 'Europe/Berlin',
    dayStartsAt: '04:00',
    date: '2026-10-24',
  },
  {
    name: 'Berlin autumn: the second 02:30 (CET) belongs to the same day before',
    at: '2026-10-25T01:30:00Z',
    zone: 'Europe/Berlin',
    dayStartsAt: '04:00',
    date: '2026-10-24',
  },
  {
    name: 'Berlin autumn: 04:00 CET starts the day (03:00 UTC, an hour later than in summer)',
    at: '2026-10-25T03:00:00Z',
    zone: 'Europe/Berlin',
    dayStartsAt: '04:00',
    date: '2026-10-25',
  },
  // New York, spring forward (8 March 2026): 02:00 EST jumps to 03:00 EDT.
  {
    name: 'New York spring: 01:59 EST is the day before',
    at: '2026-03-08T06:59:00Z',
    zone: 'America/New_York',
    dayStartsAt: '04:00',
    date: '2026-03-07',
  },
  {
    name: 'New York spring: 03:00 EDT (02:30 never happened) is still the day before',
    at: '2026-03-08T07:30:00Z',
    zone: 'America/New_York',
    dayStartsAt: '04:00',
    date: '2026-03-07',
  },
  {
    name: 'New York spring: 04:00 EDT starts the day',
    at: '2026-03-08T08:00:00Z',
    zone: 'America/New_York',
    dayStartsAt: '04:00',
    date: '2026-03-08',
  },
  // New York, fall back (1 November 2026): 02:00 EDT goes back to 01:00 EST, so 01:30 happens twice.
  {
    name: 'New York autumn: the first 01:30 (EDT) is the day before',
    at: '2026-11-01T05:30:00Z',
    zone: 'America/New_York',
    dayStartsAt: '04:00',
    date: '2026-10-31',
  },
  {
    name: 'New York autumn: the second 01:30 (EST) is the same day before',
    at: '2026-11-01T06:30:00Z',
    zone: 'America/New_York',
    dayStartsAt: '04:00',
    date: '2026-10-31',
  },
  {
    name: 'New York autumn: with a midnight start, both 01:30s are the new day',
    at: '2026-11-01T06:30:00Z',
    zone: 'America/New_York',
    dayStartsAt: '00:00',
    date: '2026-11-01',
  },
  {
    name: 'New York autumn: 04:00 EST starts the day',
    at: '2026-11-01T09:00:00Z',
    zone: 'America/New_York',
    dayStartsAt: '04:00',
    date: '2026-11-01',
  },
  // Auckland (UTC+13 in November) → Honolulu (UTC−10): across the date line, back into yesterday.
  {
    name: 'Auckland: an entry at 20:00 on 24 November',
    at: '2026-11-24T07:00:00Z',
    zone: 'Pacific/Auckland',
    dayStartsAt: '04:00',
    date: '2026-11-24',
  },
  {
    name: 'Honolulu after the flight: 09:00 is 24 November again',
    at: '2026-11-24T19:00:00Z',
    zone: 'Pacific/Honolulu',
    dayStartsAt: '04:00',
    date: '2026-11-24',
  },
  {
    name: 'the same landing instant, still reckoned in Auckland, would be 25 November',
    at: '2026-11-24T19:00:00Z',
    zone: 'Pacific/Auckland',
    dayStartsAt: '04:00',
    date: '2026-11-25',
  },
  {
    name: 'Honolulu at 03:00 on landing: before the day start, still 23 November',
    at: '2026-11-24T13:00:00Z',
    zone: 'Pacific/Honolulu',
    dayStartsAt: '04:00',
    date: '2026-11-23',
  },
  {
    name: 'a half-hour zone (Kolkata, UTC+5:30) with a late day start',
    at: '2026-11-24T00:00:00Z', // 05:30 in Kolkata
    zone: 'Asia/Kolkata',
    dayStartsAt: '06:00',
    date: '2026-11-23',
  },
];

describe('localDateAt', () => {
  it.each(cases)('$name', ({ at, zone, dayStartsAt, date }) => {
    expect(localDateAt(new Date(at), zone, dayStartsAt)).toBe(date);
  });

  it('keeps an entry on its day across a flight over the date line', () => {
    // Written in Auckland: the date and zone are stored once and never reckoned again.
    const written = new Date('2026-11-24T07:00:00Z');
    const entry = {
      date: localDateAt(written, 'Pacific/Auckland', '04:00'),
      timeZone: 'Pacific/Auckland',
    };
    // After landing in Honolulu, the user's zone changes; a new moment gets the new zone's date.
    const landed = new Date('2026-11-24T19:00:00Z');
    const newDay = localDateAt(landed, 'Pacific/Honolulu', '04:00');
    expect(entry).toEqual({ date: '2026-11-24', timeZone: 'Pacific/Auckland' });
    expect(newDay).toBe('2026-11-24');
    // The day after landing is 25 November in Honolulu, a day the journal had not reached yet.
    expect(localDateAt(new Date('2026-11-25T19:00:00Z'), 'Pacific/Honolulu', '04:00')).toBe(
      '2026-11-25',
    );
  });

  it('gives the night of a change a day of 23 hours in spring and 25 in autumn, each starting at 04:00 local', () => {
    const startOf = (date: string, zone: string) => {
      // The first UTC minute whose local date is `date`.
      let instant = Date.parse(`${addDays(date, -1)}T00:00:00Z`);
      while (localDateAt(new Date(instant), zone, '04:00') !== date) instant += 60_000;
      return instant;
    };
    const hours = (date: string, zone: string) =>
      (startOf(addDays(date, 1), zone) - startOf(date, zone)) / 3_600_000;
    // With a 04:00 start, the night of the change belongs to the day before it.
    expect(hours('2026-03-28', 'Europe/Berlin')).toBe(23);
    expect(hours('2026-03-29', 'Europe/Berlin')).toBe(24);
    expect(hours('2026-10-24', 'Europe/Berlin')).toBe(25);
    expect(hours('2026-03-07', 'America/New_York')).toBe(23);
    expect(hours('2026-10-31', 'America/New_York')).toBe(25);
    expect(hours('2026-11-24', 'Europe/Berlin')).toBe(24);
  });
});

describe('local-date arithmetic', () => {
  it.each([
    ['2026-11-23', 1],
    ['2026-11-24', 2],
    ['2026-11-29', 7],
    ['1970-01-01', 4],
    ['2024-02-29', 4],
  ])('%s is ISO weekday %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it.each([
    ['2026-11-29', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
    ['2027-01-01', '2026-12-28'],
    ['1969-12-31', '1969-12-29'],
  ])('the week of %s starts on Monday %s', (date, monday) => {
    expect(weekStart(date)).toBe(monday);
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2027-01-01', '2026-01-01')).toBe(-365);
    expect(fromDayNumber(dayNumber('2026-11-24'))).toBe('2026-11-24');
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
  });
});
