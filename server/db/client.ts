import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DatabaseDriver } from '@common/schemas/health';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { searchSessionSetting } from '../search/similarity';
import { acquireDataDirLock } from './dataDirLock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The driver-neutral Drizzle handle every query goes through. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** Applies pending SQL migrations from `server/db/migrations`. */
  migrate(): Promise<void>;
  /** A round trip to the database; throws when it cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Extensions PGlite must be given at creation; `CREATE EXTENSION` alone is not enough. */
export const pgliteExtensions = { pg_trgm };

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** PostgreSQL when a URL is given, else the embedded PGlite in `DATA_DIR/pglite`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);

  mkdirSync(options.dataDir, { recursive: true });
  const lock = acquireDataDirLock(path.join(options.dataDir, 'pglite.lock'), options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, 'pglite'), {
      extensions: pgliteExtensions,
    });
    const database = wrapPglite(client);
    return {
      ...database,
      close: async () => {
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Set at connection start, before any query (a setting in the URL's own `options` wins).
    options: `-c ${searchSessionSetting.name}=${searchSessionSetting.value}`,
  });
  const db = drizzleNodePostgres(pool, { schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePostgres(db, { migrationsFolder }),
    ping: () => db.execute(sql`select 1`).then(() => undefined),
    close: () => pool.end(),
  };
}

/** Wraps a PGlite the caller created (a data folder, memory, or a test snapshot). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  // PGlite runs queries one at a time in the order they were sent: this one comes first.
  void client
    .exec(`set ${searchSessionSetting.name} = ${searchSessionSetting.value}`)
    .catch(() => undefined);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => db.execute(sql`select 1`).then(() => undefined),
    close: () => client.close(),
  };
}
