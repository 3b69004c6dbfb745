import type { Database, Db } from './client';

/*
 * A Drizzle handle knows nothing of the Database it came from, yet code that
 * is handed only a handle (a new note's insert) can gain from a statement
 * planned once. Each Database built over a handle records its `prepare` here.
 */
const prepareByDb = new WeakMap<Db, Database['prepare']>();

/** Records the database's prepared statements for its Drizzle handle. */
export function rememberPrepared(database: Pick<Database, 'db' | 'prepare'>): void {
  prepareByDb.set(database.db, database.prepare);
}

/**
 * The prepared statements of the Database this handle belongs to; undefined for any other
 * handle (a transaction's, one a test built), which sends the statement as it is.
 */
export function preparedOf(db: Db): Database['prepare'] | undefined {
  return prepareByDb.get(db);
}
