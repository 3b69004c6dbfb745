import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../pgliteSetup';
import { acquireDataDirLock } from '../dataDirLock';
import { DataFolderError, pgliteFolderOf, recordDatabase } from '../dataFolder';
import { withLockedEmbeddedDatabase } from './lockedDataDir';

/**
 * Backups of the embedded database: PGlite's own data-folder tarball
 * (`dumpDataDir`), taken while no server runs. PGlite has no second process
 * to read a running database, so the dump takes the data folder's lock like a
 * server does (server/db/dataDirLock.ts): a running server makes it refuse
 * with the lock's own message, and no server can start while it runs.
 *
 * The tarball holds the whole database folder, every table and every version
 * of the schema's migrations; it does not hold `DATA_DIR/uploads` or
 * `DATA_DIR/auth-secret` (docs/OPERATIONS.md, "Backups and restore").
 */
export interface PgliteBackupResult {
  file: string;
  bytes: number;
}

/** Writes `DATA_DIR/pglite` to `file` as a gzipped tarball; refuses while a server holds the folder. */
export async function dumpPgliteDataDir(
  dataDir: string,
  file: string,
): Promise<PgliteBackupResult> {
  const tarball = await withLockedEmbeddedDatabase(dataDir, (client) => client.dumpDataDir('gzip'));
  const bytes = Buffer.from(await tarball.arrayBuffer());
  // Written beside the target, then renamed: a dump cut short never passes for a whole one.
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return { file, bytes: bytes.length };
}

/**
 * Loads a tarball from `dumpPgliteDataDir` into `DATA_DIR/pglite`, which must
 * not hold a database yet (an empty or new `DATA_DIR`): a restore never
 * overwrites data. Opens the result once to prove it is whole.
 */
export async function restorePgliteDataDir(file: string, dataDir: string): Promise<void> {
  const target = pgliteFolderOf(dataDir);
  if (!existsSync(file)) throw new DataFolderError(`${file} does not exist: name a db:dump file.`);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new DataFolderError(
      `${target} is not empty: a restore goes into a data folder without a database. ` +
        'Stop the server, move that folder aside (or choose another DATA_DIR), then restore again.',
    );
  const tarball = new Blob([readFileSync(file)]);
  mkdirSync(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  try {
    let client: PGlite | undefined;
    try {
      client = await PGlite.create(target, { extensions: pgliteExtensions, loadDataDir: tarball });
      await client.query('select 1');
    } catch (error) {
      await client?.close().catch(() => undefined);
      rmSync(target, { recursive: true, force: true });
      const cause = error instanceof Error ? error.message : String(error);
      throw new DataFolderError(
        `${file} could not be restored (${cause}); ${target} was left empty.`,
      );
    }
    await client.close();
    recordDatabase(dataDir);
  } finally {
    lock.release();
  }
}
