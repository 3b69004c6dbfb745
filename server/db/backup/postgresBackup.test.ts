import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openPostgres } from '../postgresClient';
import { expectFoundThroughApp, fillThroughApp, serverOn } from './backupTestSupport';
import { createScratchPostgres } from '../../test/scratchPostgres';
import { inPostgresProject } from '../../test/testProjects';

const adminUrl = process.env.TEST_DATABASE_URL;
// Runs once, in the PostgreSQL project; without TEST_DATABASE_URL it says how to run it.
const onPostgres = inPostgresProject;
if (!adminUrl)
  console.info(
    'postgresBackup.test.ts skipped: set TEST_DATABASE_URL (see .env.example) to back up a real PostgreSQL',
  );

/** The commands docs/OPERATIONS.md gives under "Backups and restore", as an operator runs them. */
describe.runIf(onPostgres)(
  'pg_dump and pg_restore (docs/OPERATIONS.md)',
  { timeout: 120_000 },
  () => {
    // Made in beforeAll: a skipped describe's body still runs, its afterAll does not.
    let folder: string;
    const cleanups: (() => Promise<void>)[] = [];
    beforeAll(() => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'inkling-pgdump-'));
    });
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
      rmSync(folder, { recursive: true, force: true });
    });

    it('restores a custom-format dump into an empty database that Inkling then starts on', async () => {
      const original = await createScratchPostgres(adminUrl ?? '', 'inkling_dumped');
      cleanups.push(original.drop);
      const live = openPostgres(original.url);
      await live.migrate();
      const filled = await fillThroughApp(serverOn(live));
      await live.close();

      const dump = path.join(folder, 'inkling.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${original.url}`]);
      const restored = await createScratchPostgres(adminUrl ?? '', 'inkling_restored');
      cleanups.push(restored.drop);
      execFileSync('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${restored.url}`,
        dump,
      ]);

      const database = openPostgres(restored.url);
      try {
        await database.migrate();
        await expectFoundThroughApp(serverOn(database), filled);
      } finally {
        await database.close();
      }
    });
  },
);
