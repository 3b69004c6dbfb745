import { badRequest } from '../errors';

/** Where the next page starts: the last row's sort value and id (ties broken by id). */
export interface Cursor {
  value: string;
  id: string;
}

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');

export function decodeCursor(raw: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      parsed.every((part) => typeof part === 'string')
    ) {
      return { value: parsed[0] as string, id: parsed[1] as string };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('cursor: not a cursor this API returned');
}
