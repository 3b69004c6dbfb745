/**
 * What `npm run db:dump`, `db:restore` and `db:migrate-to-postgres` share:
 * the environment as the server reads it (DATA_DIR, DATABASE_URL), and one
 * line instead of a stack trace for the problems an operator fixes.
 */
import { CopyRefusedError } from '../server/db/backup/tableCopy';
import { DataDirLockedError } from '../server/db/dataDirLock';
import { DataFolderError } from '../server/db/dataFolder';
import { EnvError, loadEnv, type Env } from '../server/env';

const operatorErrors = [EnvError, DataDirLockedError, DataFolderError, CopyRefusedError];

export function runDbScript(main: (env: Env) => Promise<void>): void {
  const fail = (error: unknown) => {
    if (operatorErrors.some((kind) => error instanceof kind))
      console.error((error as Error).message);
    else console.error(error);
    process.exit(1);
  };
  try {
    main(loadEnv()).catch(fail);
  } catch (error) {
    fail(error);
  }
}

/** Stops with one line when the server is configured for PostgreSQL, where pg_dump is the tool. */
export function requireEmbedded(env: Env, command: string): void {
  if (!env.DATABASE_URL) return;
  console.error(
    `${command} works on the embedded database (DATA_DIR), but DATABASE_URL is set: back PostgreSQL up ` +
      'with pg_dump and pg_restore (docs/OPERATIONS.md, "Backups and restore").',
  );
  process.exit(1);
}
