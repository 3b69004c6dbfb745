/**
 * A text value as an SQL literal, for an EXECUTE sent as a simple query
 * (standard_conforming_strings: only the quote doubles). PostgreSQL's text
 * holds no NUL character: such a value throws.
 */
export function textLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('A text parameter cannot hold a NUL character.');
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Values as the text of a PostgreSQL array (`{"a","b",NULL}`), for a text
 * parameter cast to an array type (`$1::int[]`, `$2::bytea[]`): every element
 * quoted, its backslashes and double quotes escaped, null as NULL.
 */
export function arrayText(values: readonly (string | null)[]): string {
  const elements = values.map((value) =>
    value === null ? 'NULL' : `"${value.replaceAll(/["\\]/g, (mark) => `\\${mark}`)}"`,
  );
  return `{${elements.join(',')}}`;
}

/** Bytes as bytea's hex text (`\x0a1b`), which bytea's input reads back. */
export function byteaText(bytes: Uint8Array): string {
  return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
}
