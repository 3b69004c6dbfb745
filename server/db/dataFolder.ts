import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `DATA_DIR/inkling.json` records that this data folder holds an embedded
 * database. Without it, a `pglite` folder lost to a wrong volume mount or a
 * bad restore would be silently replaced by an empty database, and the
 * operator would only notice when users do.
 */
export class DataFolderError extends Error {
  override name = 'DataFolderError';
}

interface DataFolderRecord {
  database: 'pglite';
  createdAt: string;
}

export const pgliteFolderOf = (dataDir: string) => path.join(dataDir, 'pglite');
const recordFileOf = (dataDir: string) => path.join(dataDir, 'inkling.json');

/** A folder PGlite has initialised (an empty or half-copied folder does not count). */
function holdsDatabase(dataDir: string) {
  return existsSync(path.join(pgliteFolderOf(dataDir), 'PG_VERSION'));
}

function readRecord(dataDir: string): DataFolderRecord | undefined {
  try {
    return JSON.parse(readFileSync(recordFileOf(dataDir), 'utf8')) as DataFolderRecord;
  } catch {
    return undefined;
  }
}

/** Throws when the folder once held a database that is no longer there. */
export function checkDatabaseStillThere(dataDir: string): void {
  const record = readRecord(dataDir);
  if (!record || holdsDatabase(dataDir)) return;
  const pglite = pgliteFolderOf(dataDir);
  throw new DataFolderError(
    `The embedded database is missing: ${dataDir} has held one since ${record.createdAt} ` +
      `(recorded in ${recordFileOf(dataDir)}), but ${pglite} is gone or empty. ` +
      `Inkling will not start with an empty database in its place. Restore ${pglite} from a ` +
      `backup (see "Embedded database" in docs/OPERATIONS.md), or, to start over with no data, delete ` +
      `${recordFileOf(dataDir)}.`,
  );
}

/** Records (once) that the folder now holds a database; existing folders are recorded on their next start. */
export function recordDatabase(dataDir: string): void {
  if (readRecord(dataDir) || !holdsDatabase(dataDir)) return;
  const record: DataFolderRecord = { database: 'pglite', createdAt: new Date().toISOString() };
  writeFileSync(recordFileOf(dataDir), `${JSON.stringify(record, null, 2)}\n`);
}

/** The one line an operator sees when PGlite cannot open the files it finds. */
export function damagedDatabaseError(dataDir: string, cause: string): DataFolderError {
  const pglite = pgliteFolderOf(dataDir);
  return new DataFolderError(
    `The embedded database in ${pglite} cannot be opened; its files look damaged (${cause}). ` +
      `Restore ${pglite} from a backup (see "Embedded database" in docs/OPERATIONS.md), or, to start over ` +
      `with no data, move ${pglite} and ${recordFileOf(dataDir)} out of ${dataDir}.`,
  );
}
