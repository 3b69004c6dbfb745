/**
 * `npm run db:restore -- <file>`: loads a `db:dump` tarball into DATA_DIR,
 * which must hold no database yet (a new folder, or the old one moved aside).
 */
import path from 'node:path';
import { restorePgliteDataDir } from '../server/db/backup/pgliteBackup';
import { requireEmbedded, runDbScript } from './dbScript';

runDbScript(async (env) => {
  requireEmbedded(env, 'npm run db:restore');
  const file = process.argv[2];
  if (!file) {
    console.error('Name the dump to restore: npm run db:restore -- inkling-pglite-….tar.gz');
    process.exit(1);
  }
  await restorePgliteDataDir(path.resolve(file), env.DATA_DIR);
  console.log(
    `Restored ${file} into ${env.DATA_DIR}. Put uploads/ and auth-secret back, then start Inkling.`,
  );
});
