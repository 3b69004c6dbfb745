/**
 * `npm run db:dump [-- file]`: the embedded database (DATA_DIR/pglite) as one
 * gzipped tarball, taken while the server is stopped (it refuses while a
 * server holds the folder). Default file: inkling-pglite-<time>.tar.gz here.
 */
import path from 'node:path';
import { dumpPgliteDataDir } from '../server/db/backup/pgliteBackup';
import { requireEmbedded, runDbScript } from './dbScript';

runDbScript(async (env) => {
  requireEmbedded(env, 'npm run db:dump');
  const stamp = new Date().toISOString().replace(/:/g, '-').replace(/\..*/, '');
  const file = path.resolve(process.argv[2] ?? `inkling-pglite-${stamp}.tar.gz`);
  const { bytes } = await dumpPgliteDataDir(env.DATA_DIR, file);
  console.log(`Wrote ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB) from ${env.DATA_DIR}.`);
  console.log(
    `Back up ${path.join(env.DATA_DIR, 'uploads')} and ${path.join(env.DATA_DIR, 'auth-secret')} with it.`,
  );
});
