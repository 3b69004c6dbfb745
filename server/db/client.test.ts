import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite, type Database } from './client';
import { pgliteExtensions } from './pgliteSetup';

let client: PGlite;
let database: Database;
beforeAll(async () => {
  client = await PGlite.create({ extensions: pgliteExtensions });
  database = wrapPglite(client);
  await database.ping();
}, 30_000);
afterAll(() => database.close());

describe('wrapPglite', () => {
  it('drops the parsers of arrays of rows, which every query used to copy', async () => {
    const { rows } = await client.query<{ oid: number }>(
      `select typarray::int as oid from pg_type where typname in ('pg_namespace', 'pg_class')`,
    );
    expect(rows).toHaveLength(2);
    for (const { oid } of rows) expect(client.parsers[oid]).toBeUndefined();
    expect(Object.keys(client.parsers).length).toBeLessThan(150);
  });

  it('still reads arrays of values, dates and numbers as before, through drizzle and directly', async () => {
    const query = `select array['a', 'b']::text[] as words, array[1.5, 2]::real[] as numbers,
      array[1, 2]::int[] as counts, '2026-11-29 10:00:00.123456+00'::timestamptz as at, 3::int as n`;
    // Both drivers answer raw SQL with { rows }; the driver-neutral type cannot say so.
    const result = (await database.db.execute(sql.raw(query))) as { rows: unknown[] };
    const [viaDrizzle] = result.rows;
    expect(viaDrizzle).toEqual({
      words: ['a', 'b'],
      numbers: [1.5, 2],
      counts: [1, 2],
      at: '2026-11-29 10:00:00.123456+00',
      n: 3,
    });
    const [direct] = (await client.query(query)).rows;
    expect(direct).toMatchObject({ words: ['a', 'b'], numbers: [1.5, 2], counts: [1, 2], n: 3 });
    expect((direct as { at: unknown }).at).toBeInstanceOf(Date);
  });
});
