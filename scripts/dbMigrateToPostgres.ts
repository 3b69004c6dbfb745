/**
 * `npm run db:migrate-to-postgres`: copies the embedded database of DATA_DIR
 * into the empty PostgreSQL database at DATABASE_URL (server stopped). The
 * data folder is left as it was.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrateDataDirToPostgres } from '../server/db/backup/migrateToPostgres';
import { runDbScript } from './dbScript';

runDbScript(async (env) => {
  if (!env.DATABASE_URL) {
    console.error(
      'Set DATABASE_URL to the new, empty PostgreSQL database: DATABASE_URL=postgres://… npm run db:migrate-to-postgres',
    );
    process.exit(1);
  }
  console.log(`Copying ${env.DATA_DIR} into PostgreSQL…`);
  const copies = await migrateDataDirToPostgres({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    log: (line) => console.log(`  ${line}`),
  });
  const rows = copies.reduce((sum, { rows }) => sum + rows, 0);
  console.log(`Done: ${copies.length} tables, ${rows} rows, every count checked.`);
  const secretFile = path.join(env.DATA_DIR, 'auth-secret');
  if (!process.env.AUTH_SECRET && existsSync(secretFile))
    console.log(
      `Start Inkling with DATABASE_URL and AUTH_SECRET="$(cat ${secretFile})" to keep everyone signed in.`,
    );
  console.log(
    `Uploaded files stay in ${path.join(env.DATA_DIR, 'uploads')}: keep DATA_DIR (or copy uploads/).`,
  );
});
