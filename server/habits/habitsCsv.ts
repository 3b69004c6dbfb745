import type { Db } from '../db/client';
import { checkinExportPage } from './habitQueries';

/*
 * GET /api/habits/export.csv: one row per check-in (habit, date, status,
 * amount, note), written a page of rows at a time as the client reads.
 * Quoted as RFC 4180 says (a field holding a comma, quote or line break goes
 * in double quotes, quotes doubled; lines end in CRLF). A text that starts
 * with = + - @ (or a tab or carriage return) would run as a formula in a
 * spreadsheet: it gets a leading ' first (OWASP's CSV injection advice).
 */

const HEADER = ['habit', 'date', 'status', 'amount', 'note'];
const PAGE_SIZE = 500;

/** One CSV field: defused against formulas, then quoted when it needs to be. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: (string | number | null)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;

/** The user's check-ins as a CSV stream, habit by habit, oldest day first. */
export function habitsCsv(db: Db, userId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { habitId: string; date: string } | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvLine(HEADER)));
        return;
      }
      if (done) return;
      const page = await checkinExportPage(db, userId, after, PAGE_SIZE);
      const text = page
        .map((row) => csvLine([row.habitName, row.date, row.status, row.amount, row.note]))
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = page.at(-1);
      if (page.length < PAGE_SIZE || !last) {
        done = true;
        controller.close();
        return;
      }
      after = { habitId: last.habitId, date: last.date };
    },
  });
}
