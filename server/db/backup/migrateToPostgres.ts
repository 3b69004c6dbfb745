import pg from 'pg';
import { wrapPglite } from '../client';
import { openPostgres } from '../postgresClient';
import { withLockedEmbeddedDatabase } from './lockedDataDir';
import { copyTables, type TableCopy } from './tableCopy';

export interface MigrateToPostgresOptions {
  dataDir: string;
  databaseUrl: string;
  /** One line per table copied (names and counts only, never a value). */
  log?: (line: string) => void;
}

/**
 * The upgrade from the embedded database to PostgreSQL: holds `DATA_DIR`'s
 * lock (no server may run on it meanwhile), brings both databases to this
 * version's migrations, then copies every table (server/db/backup/tableCopy.ts).
 * The data folder is left as it was: it stays a backup until the operator
 * removes it.
 */
export async function migrateDataDirToPostgres({
  dataDir,
  databaseUrl,
  log = () => undefined,
}: MigrateToPostgresOptions): Promise<TableCopy[]> {
  return withLockedEmbeddedDatabase(dataDir, async (source) => {
    await wrapPglite(source).migrate();
    const migrator = openPostgres(databaseUrl);
    try {
      await migrator.migrate();
    } finally {
      await migrator.close();
    }
    const target = new pg.Client({ connectionString: databaseUrl });
    await target.connect();
    try {
      return await copyTables(source, target, log);
    } finally {
      await target.end();
    }
  });
}
