import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql, type Query, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { searchSessionSetting } from '../search/similarity';
import type { Database, PreparedStatement } from './client';
import { rememberPrepared } from './preparedOf';
import { queryOf } from './reusedPlans';
import * as schema from './schema';

/** PostgreSQL at this URL (DATABASE_URL): a pool of up to ten connections per process. */
export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Set at connection start, before any query (a setting in the URL's own `options` wins).
    // JIT off: a search over many notes passes jit_above_cost, and compiling its expressions
    // took 25–30 ms of an 85 ms phrase search that runs in 20 without it (docs/performance.md,
    // "JIT off on PostgreSQL"); no statement of the app runs long enough to win it back.
    // No parallel workers either: starting two took ~8 ms of a phrase search whose scan they
    // shared took 1 ("Parallel workers off on PostgreSQL"), and under load they only add
    // processes to busy cores.
    options: `-c ${searchSessionSetting.name}=${searchSessionSetting.value} -c jit=off -c max_parallel_workers_per_gather=0`,
  });
  const db = drizzleNodePostgres(pool, { schema });
  const database: Database = {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePostgres(db, { migrationsFolder }),
    ping: () => db.execute(sql`select 1`).then(() => undefined),
    // node-postgres prepares a named statement once per pooled connection.
    prepare:
      <Row>({ name, text }: PreparedStatement) =>
      async (values: readonly string[]) =>
        (await pool.query({ name, text, values: [...values] })).rows as Row[],
    reusePlan: async <Row>(statement: SQL | Query) => {
      const { sql: text, params } = queryOf(statement);
      return (await pool.query(text, params)).rows as Row[];
    },
    close: () => pool.end(),
  };
  rememberPrepared(database);
  return database;
}
