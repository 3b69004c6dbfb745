import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase } from '../test/support';
import type { Database } from './client';
import { arrayText, byteaText } from './sqlLiteral';

let database: Database;
beforeAll(async () => {
  database = await getTestDatabase();
}, 30_000);

/** The rows of a raw statement: both drivers answer raw SQL with { rows }. */
async function firstRow<Row>(statement: SQL): Promise<Row> {
  const result: unknown = await database.db.execute(statement);
  return (result as { rows: Row[] }).rows[0]!;
}

describe('arrayText and byteaText', () => {
  it('give back every text as it was, nulls included, once cast to an array', async () => {
    const values = [
      'plain',
      'a "quoted" word',
      'back\\slash \\\\ two',
      '{braces}, commas, and a trailing \\',
      'NULL',
      '',
      ' spaced ',
      "O'Brien",
      'line one\nline two\ttab',
      '日本語 and emoji 🌱',
      null,
    ];
    const row = await firstRow<{ values: (string | null)[] }>(
      sql`select ${arrayText(values)}::text[] as values`,
    );
    expect(row.values).toEqual(values);
  });

  it('reads numbers, booleans and timestamps in their own types', async () => {
    const row = await firstRow<{ counts: number[]; flags: (boolean | null)[]; at: boolean }>(
      sql`select ${arrayText(['0', '-3', '2147483647'])}::int[] as counts,
                 ${arrayText(['true', 'false', null])}::boolean[] as flags,
                 (${arrayText(['2026-11-30T20:15:01.250Z'])}::timestamptz[])[1]
                   = '2026-11-30 20:15:01.25+00'::timestamptz as at`,
    );
    expect(row).toEqual({ counts: [0, -3, 2147483647], flags: [true, false, null], at: true });
  });

  it('gives bytes back as they were, a zero byte and none at all included', async () => {
    const bytes = [new Uint8Array([0, 1, 92, 34, 123, 255]), new Uint8Array([])];
    const row = await firstRow<{ hex: string[] }>(
      sql`select array(select encode(b, 'hex') from unnest(${arrayText(bytes.map(byteaText))}::bytea[]) as b) as hex`,
    );
    expect(row.hex).toEqual(['00015c227bff', '']);
  });
});
