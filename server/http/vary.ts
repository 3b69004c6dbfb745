import type { Context } from 'hono';

/**
 * Adds a request header to the answer's `Vary` (unless it is listed already,
 * or `*`), on the answer's own headers: Hono's `c.header()` after the answer
 * is made wraps it in a new `Response` whose body is then read back as a
 * stream, for every answer. An answer with immutable headers (one passed on
 * from fetch()) is copied to change them.
 */
export function addVary(c: Context, field: string): void {
  const headers = c.res.headers;
  const vary = headers.get('Vary');
  const listed = vary?.split(',').map((name) => name.trim().toLowerCase()) ?? [];
  if (listed.includes('*') || listed.includes(field.toLowerCase())) return;
  const value = vary ? `${vary}, ${field}` : field;
  try {
    headers.set('Vary', value);
  } catch {
    c.header('Vary', value);
  }
}
