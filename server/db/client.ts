import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseDriver } from '@common/schemas/health';
import type { Query, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths';
import { acquireDataDirLock, type DataDirLockOptions } from './dataDirLock';
import {
  checkDatabaseStillThere,
  damagedDatabaseError,
  pgliteFolderOf,
  recordDatabase,
} from './dataFolder';
import { openPgliteOnThread, type PgliteConnection } from './pgliteOnThread';
import { tunePglite } from './pgliteSetup';
import { rememberPrepared } from './preparedOf';
import { pgliteReusedPlans } from './reusedPlans';
import { textLiteral } from './sqlLiteral';
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
   * A statement whose text recurs with other values (each kind of search), outside
   * transactions: on PGlite planned once per text, with a generic plan
   * (server/db/reusedPlans.ts); on PostgreSQL, whose planning is cheap, sent as it is. Rows
   * under the SQL's own column names, with the driver's parsing (timestamps as Dates).
   */
  reusePlan<Row>(statement: SQL | Query): Promise<Row[]>;
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

/**
 * PGlite plans every statement it is sent, and on a simple read planning
 * is the larger half of the database's time (docs/performance.md). A
 * session-level prepared statement (PREPARE once, then EXECUTE with the
 * values as literals) is planned once: a note read with its tags 0.8 → 0.4
 * ms of CPU, 0.24 ms sent as a simple query. PGlite is one connection, so
 * one PREPARE serves every request. Never inside a transaction: PGlite
 * would wait for it to end.
 */
function pglitePrepared(client: PgliteConnection) {
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

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** How the data folder's lock renews itself and reports trouble. */
  lock?: DataDirLockOptions;
  /**
   * The embedded database's thread stopped while the server ran (a crash in
   * PGlite): every query fails from then on, so the server should exit.
   */
  onLost?: (error: Error) => void;
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
    const client = await openPgliteFolder(dataDir, options.onLost);
    recordDatabase(dataDir);
    const database = wrapPgliteConnection(client);
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

async function openPgliteFolder(
  dataDir: string,
  onLost: ((error: Error) => void) | undefined,
): Promise<PgliteConnection> {
  try {
    return await openPgliteOnThread(pgliteFolderOf(dataDir), onLost);
  } catch (error) {
    throw damagedDatabaseError(dataDir, error instanceof Error ? error.message : String(error));
  }
}

/** Wraps a PGlite the caller created in this thread (memory, a test snapshot, a migration's source). */
export function wrapPglite(client: PGlite): Database {
  tunePglite(client);
  return wrapPgliteConnection(client);
}

function wrapPgliteConnection(client: PgliteConnection): Database {
  // drizzle's PGlite driver calls query() and transaction() of its client, which both a PGlite
  // and the database thread's connection have; its type names PGlite itself.
  const db = drizzlePglite({ client: client as PGlite, schema });
  const database: Database = {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // A simple query: one round trip into PostgreSQL (see pglitePrepared).
    ping: () => client.exec('select 1').then(() => undefined),
    prepare: pglitePrepared(client),
    reusePlan: pgliteReusedPlans(client),
    listen: async (channel, onNotice) => void (await client.listen(channel, onNotice)),
    close: () => client.close(),
  };
  rememberPrepared(database);
  return database;
}
