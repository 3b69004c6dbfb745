/**
 * A text value as an SQL literal, for an EXECUTE sent as a simple query
 * (standard_conforming_strings: only the quote doubles). PostgreSQL's text
 * holds no NUL character: such a value throws.
 */
export function textLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('A text parameter cannot hold a NUL character.');
  return `'${value.replaceAll("'", "''")}'`;
}
