import { badRequest } from '../errors';

/** Where the next page starts: the last row's sort value and id (ties broken by id). */
export interface Cursor {
  value: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');

const notOurs = () => badRequest('cursor: not a cursor this API returned');

/** The cursor a page answered; anything else (made up, cut short, edited) is a 400. */
export function decodeCursor(raw: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw notOurs();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    parsed[0].includes('\u0000') ||
    !UUID.test(parsed[1])
  ) {
    throw notOurs();
  }
  return { value: parsed[0], id: parsed[1] };
}

/** The ISO date-time with up to microseconds that date cursors carry (PostgreSQL's precision). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/**
 * A date cursor's value (lists sorted by creation or edit time), as the exact
 * text to compare in SQL; 400 when it is no date.
 */
export function cursorDate(cursor: Cursor): string {
  if (!ISO_DATE_TIME.test(cursor.value) || Number.isNaN(new Date(cursor.value).getTime()))
    throw notOurs();
  return cursor.value;
}
