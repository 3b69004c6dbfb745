import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../pgliteSetup';
import { acquireDataDirLock } from '../dataDirLock';
import { checkDatabaseStillThere, DataFolderError, pgliteFolderOf } from '../dataFolder';

/**
 * Opens `DATA_DIR/pglite` under the data folder's lock, as a server would
 * (so it refuses while a server holds the folder), runs `work` with it, then
 * closes it and lets the lock go, whatever happens.
 */
export async function withLockedEmbeddedDatabase<T>(
  dataDir: string,
  work: (client: PGlite) => Promise<T>,
): Promise<T> {
  if (!existsSync(path.join(pgliteFolderOf(dataDir), 'PG_VERSION')))
    throw new DataFolderError(
      `${dataDir} holds no embedded database (${pgliteFolderOf(dataDir)}).`,
    );
  const lock = await acquireDataDirLock(dataDir);
  try {
    checkDatabaseStillThere(dataDir);
    const client = await PGlite.create(pgliteFolderOf(dataDir), { extensions: pgliteExtensions });
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}
