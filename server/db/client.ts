import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
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
import { acquireDataDirLock, type DataDirLockOptions } from './dataDirLock';
import {
  checkDatabaseStillThere,
  damagedDatabaseError,
  pgliteFolderOf,
  recordDatabase,
} from './dataFolder';
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
export const pgliteExtensions = { pg_trgm, vector };

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** How the data folder's lock renews itself and reports trouble. */
  lock?: DataDirLockOptions;
}

/**
 * PostgreSQL when a URL is given, else the embedded PGlite in `DATA_DIR/pglite`.
 * Problems an operator must fix (folder locked, database missing or damaged)
 * throw `DataDirLockedError` or `DataFolderError`, whose message says what to do.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);

  const { dataDir } = options;
  mkdirSync(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir, options.lock);
  try {
    checkDatabaseStillThere(dataDir);
    const client = await openPgliteFolder(dataDir);
    recordDatabase(dataDir);
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

/**
 * PostgreSQL's memory inside PGlite's WebAssembly heap, which grows and never
 * shrinks: the defaults (128 MB of shared buffers, 64 MB for building an index)
 * cost the server's resident size that much once touched. A page missing from
 * the buffers is read from the operating system's file cache, a few
 * microseconds. Measured in docs/performance.md ("Memory").
 */
export const pgliteMemorySettings = [
  '-c',
  'shared_buffers=32MB',
  '-c',
  'maintenance_work_mem=16MB',
];

async function openPgliteFolder(dataDir: string): Promise<PGlite> {
  let client;
  try {
    client = await PGlite.create(pgliteFolderOf(dataDir), {
      extensions: pgliteExtensions,
      startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings],
    });
    await client.query('select 1');
  } catch (error) {
    await client?.close().catch(() => undefined);
    throw damagedDatabaseError(dataDir, error instanceof Error ? error.message : String(error));
  }
  return client;
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
