import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import type { DatabaseDriver } from '@common/schemas/health';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths';
import { searchSessionSetting } from '../search/similarity';
import { acquireDataDirLock, type DataDirLockOptions } from './dataDirLock';
import { useNativeByteaCodecs } from './pgliteBytea';
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
  /** A hot read planned once and reused (see PreparedStatement); outside transactions only. */
  prepare<Row>(statement: PreparedStatement): (params: readonly string[]) => Promise<Row[]>;
  /**
   * The embedded database only: calls back with the payload of every NOTIFY on the channel,
   * once its commit is answered (before the statement's own caller resumes). This process is
   * the database's one client (its folder is locked), so it hears of every change.
   */
  listen?: (channel: string, onNotice: (payload: string) => void) => Promise<void>;
  close(): Promise<void>;
}

/**
 * A read the server runs on most requests (the session check, a note by
 * id): SQL with text parameters $1, $2…, and a name unique in the process.
 * Its rows come back under the SQL's own column names (alias them), with
 * the driver's parsing (timestamps as Dates, JSON parsed).
 */
export interface PreparedStatement {
  name: string;
  text: string;
  /** How many $n parameters it takes (all text). */
  params: number;
}

/** A text value as an SQL literal (standard_conforming_strings: only the quote doubles). */
function textLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('A text parameter cannot hold a NUL character.');
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * PGlite plans every statement it is sent, and on a simple read planning
 * is the larger half of the database's time (docs/performance.md). A
 * session-level prepared statement (PREPARE once, then EXECUTE with the
 * values as literals) is planned once: a note read with its tags 0.8 → 0.4
 * ms of CPU, 0.24 ms sent as a simple query. PGlite is one connection, so
 * one PREPARE serves every request. Never inside a transaction: PGlite
 * would wait for it to end.
 */
function pglitePrepared(client: PGlite) {
  // One PREPARE per name on this connection, whoever asks (every app built over it).
  const statements = new Map<string, { text: string; prepared?: Promise<unknown> }>();
  return <Row>({ name, text, params }: PreparedStatement) => {
    const known = statements.get(name) ?? { text };
    if (known.text !== text) throw new Error(`Two statements are both named ${name}.`);
    statements.set(name, known);
    const types = Array.from({ length: params }, () => 'text').join(', ');
    return async (values: readonly string[]): Promise<Row[]> => {
      known.prepared ??= client
        .exec(`prepare ${name} (${types}) as ${text}`)
        .catch((error: unknown) => {
          known.prepared = undefined;
          throw error;
        });
      await known.prepared;
      // The simple protocol: one round trip into PostgreSQL, where query() takes two (it
      // describes the statement first); 240 µs against 370 for a note read at 100,000 notes.
      const [result] = await client.exec(`execute ${name} (${values.map(textLiteral).join(', ')})`);
      return (result?.rows ?? []) as Row[];
    };
  };
}

/** Extensions PGlite must be given at creation; `CREATE EXTENSION` alone is not enough. */
export const pgliteExtensions = { btree_gin, pg_trgm, vector };

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
  // node-postgres is loaded only for PostgreSQL: the embedded default never needs it.
  if (options.databaseUrl)
    return (await import('./postgresClient')).openPostgres(options.databaseUrl);

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

/**
 * PGlite reads each result through a copy of its parsers merged with the query's own, and
 * drizzle passes its own with every query: 321 entries copied, 80 µs a query. 213 of them
 * parse arrays of row types (each table's and catalog's), which no query here returns; without
 * them the copy takes 28 µs. (Such an array would come back as PostgreSQL's text of it.)
 */
async function dropRowArrayParsers(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ oid: number }>(
    `select typarray::int as oid from pg_type where typtype = 'c' and typarray <> 0`,
  );
  const rowArrays = new Set(rows.map((row) => row.oid));
  // A new object rather than deletions: a dictionary with holes is slower to copy and to read.
  client.parsers = Object.fromEntries(
    Object.entries(client.parsers).filter(([oid]) => !rowArrays.has(Number(oid))),
  );
}

/** Wraps a PGlite the caller created (a data folder, memory, or a test snapshot). */
export function wrapPglite(client: PGlite): Database {
  useNativeByteaCodecs(client);
  const db = drizzlePglite(client, { schema });
  // PGlite runs queries one at a time in the order they were sent: this one comes first.
  void client
    .exec(`set ${searchSessionSetting.name} = ${searchSessionSetting.value}`)
    .catch(() => undefined);
  void dropRowArrayParsers(client).catch(() => undefined);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // A simple query: one round trip into PostgreSQL (see pglitePrepared).
    ping: () => client.exec('select 1').then(() => undefined),
    prepare: pglitePrepared(client),
    listen: async (channel, onNotice) => void (await client.listen(channel, onNotice)),
    close: () => client.close(),
  };
}
