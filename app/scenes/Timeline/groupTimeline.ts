import type { NoteSummary } from '@common/schemas/notes';
import { localDayKey } from '@app/notes/formatDates';

export interface DayGroup {
  /** The local day, `YYYY-MM-DD`. */
  key: string;
  /** "Monday, 16 November" in the reader's language. */
  label: string;
  notes: NoteSummary[];
}

export interface MonthGroup {
  /** The local month, `YYYY-MM`. */
  key: string;
  /** "November 2026". */
  label: string;
  days: DayGroup[];
}

/** Noon of a local day: safe from daylight-saving shifts when formatting the date back. */
const dayFromKey = (key: string) => {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
};

/**
 * Notes (already newest first) under their local day, days under their month,
 * in the same order. Pages of an infinite list can be concatenated first: a
 * day split across two pages comes out as one group.
 */
export function groupTimeline(notes: NoteSummary[], locale?: string): MonthGroup[] {
  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const months: MonthGroup[] = [];
  for (const note of notes) {
    const dayKey = localDayKey(note.createdAt);
    const monthKey = dayKey.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== monthKey) {
      month = { key: monthKey, label: monthFormat.format(dayFromKey(dayKey)), days: [] };
      months.push(month);
    }
    let day = month.days.at(-1);
    if (day?.key !== dayKey) {
      day = { key: dayKey, label: dayFormat.format(dayFromKey(dayKey)), notes: [] };
      month.days.push(day);
    }
    day.notes.push(note);
  }
  return months;
}

/**
 * `createdBefore` for "jump to a date": the start of the next local day, so
 * every note of the chosen day is included. `YYYY-MM-DD` in, ISO instant out;
 * undefined for anything that is not a real date.
 */
export function endOfLocalDay(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = dayFromKey(day);
  if (localDayKey(start.toISOString()) !== day) return undefined; // 2026-02-31 rolls over
  const next = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  return next.toISOString();
}
