import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Query } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPgliteProject } from '../test/testProjects';
import { openPgliteOnThread, type PgliteConnection } from './pgliteOnThread';
import { pgliteReusedPlans, REUSED_PLANS } from './reusedPlans';

type Item = { id: number; name: string; at: Date };

const byName: Query = {
  sql: 'select id, name, at from items where name ilike $1 and id > $2 order by id limit $3',
  params: [],
};
const withValues = (query: Query, ...params: unknown[]): Query => ({ ...query, params });

async function makeItems(client: PgliteConnection) {
  await client.exec(`create table items (id int primary key, name text not null,
    at timestamptz not null default '2026-11-30 12:00:00+00');
    insert into items (id, name) values (1, 'apple'), (2, 'apricot'), (3, 'banana'),
      (4, 'O''Brien')`);
}

/** The statements prepared on the connection, with how often each ran on which kind of plan. */
async function preparedStatements(client: PgliteConnection) {
  return (
    await client.query<{ statement: string; generic_plans: number; custom_plans: number }>(
      'select statement, generic_plans::int, custom_plans::int from pg_prepared_statements',
    )
  ).rows;
}

// The embedded database only: run once, in PGlite's project.
describe.runIf(inPgliteProject)('statements planned once (PGlite)', { timeout: 60_000 }, () => {
  let client: PGlite;
  let run: ReturnType<typeof pgliteReusedPlans>;

  beforeAll(async () => {
    client = new PGlite();
    await makeItems(client);
    run = pgliteReusedPlans(client);
  });

  afterAll(async () => {
    await client?.close();
  });

  it('answers each set of values, from one statement planned once, generic, then reused', async () => {
    expect(await run<Item>(withValues(byName, 'ap%', 0, 10))).toEqual([
      { id: 1, name: 'apple', at: new Date('2026-11-30T12:00:00Z') },
      { id: 2, name: 'apricot', at: new Date('2026-11-30T12:00:00Z') },
    ]);
    expect((await run<Item>(withValues(byName, '%an%', 0, 10))).map((row) => row.name)).toEqual([
      'banana',
    ]);
    // A quote in a value stays a value.
    expect((await run<Item>(withValues(byName, "o'b%", 0, 10))).map((row) => row.name)).toEqual([
      "O'Brien",
    ]);
    const [statement, ...others] = await preparedStatements(client);
    expect(others).toEqual([]);
    expect(statement).toMatchObject({ generic_plans: 3, custom_plans: 0 });
    expect(statement?.statement).toContain(byName.sql);
  });

  it('leaves the setting as it was after each statement, even one that fails', async () => {
    await run(withValues(byName, '%', 0, 1));
    const divide: Query = { sql: 'select 10 / $1::int as quotient', params: [0] };
    await expect(run(divide)).rejects.toThrow(/division by zero/);
    expect(await run<{ quotient: number }>(withValues(divide, 5))).toEqual([{ quotient: 2 }]);
    const { rows } = await client.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    expect(rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it('runs a statement as it is when a value has no SQL literal', async () => {
    const before = await preparedStatements(client);
    const query: Query = { sql: 'select $1::timestamptz as at', params: [new Date(0)] };
    expect(await run<{ at: Date }>(query)).toEqual([{ at: new Date(0) }]);
    expect(await preparedStatements(client)).toHaveLength(before.length);
  });

  it(`keeps the plans of the ${REUSED_PLANS} texts used last, and deallocates the others`, async () => {
    const texts = Array.from({ length: REUSED_PLANS + 5 }, (_, k) => ({
      sql: `select $1::int + ${k} as sum`,
      params: [1],
    }));
    for (const [k, text] of texts.entries())
      expect(await run<{ sum: number }>(text)).toEqual([{ sum: 1 + k }]);
    // The first texts were evicted: they are prepared again when they come back.
    expect(await run<{ sum: number }>(withValues(texts[0] as Query, 2))).toEqual([{ sum: 2 }]);
    const statements = await preparedStatements(client);
    expect(statements).toHaveLength(REUSED_PLANS);
    expect(statements.some((row) => row.statement.includes('$1::int + 0 as sum'))).toBe(true);
    expect(statements.some((row) => row.statement.includes('$1::int + 1 as sum'))).toBe(false);
  });

  it('answers the same over the database thread, dates included', async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'inkling-reused-plans-'));
    const connection = await openPgliteOnThread(path.join(scratch, 'pglite'));
    try {
      await makeItems(connection);
      const onThread = pgliteReusedPlans(connection);
      for (const pattern of ['ap%', 'b%'])
        expect(await onThread<Item>(withValues(byName, pattern, 1, 10))).toEqual(
          pattern === 'ap%'
            ? [{ id: 2, name: 'apricot', at: new Date('2026-11-30T12:00:00Z') }]
            : [{ id: 3, name: 'banana', at: new Date('2026-11-30T12:00:00Z') }],
        );
      expect(await preparedStatements(connection)).toMatchObject([
        { generic_plans: 2, custom_plans: 0 },
      ]);
    } finally {
      await connection.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
