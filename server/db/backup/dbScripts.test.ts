import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { user } from '../schema';
import { buildUser } from '../../test/factories';
import { serverOn } from './backupTestSupport';
import { inPgliteProject } from '../../test/testProjects';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** Runs one of the npm db:* scripts as an operator would, with only the given environment added. */
async function runScript(script: string, env: Record<string, string>, ...args: string[]) {
  const clean = { ...process.env, DATABASE_URL: '', AUTH_SECRET: '', ...env };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      tsx,
      [path.join(root, 'scripts', script), ...args],
      { cwd: root, env: clean },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

function expectRefusal(run: { code: number; output: string }, message: RegExp) {
  expect(run.code).toBe(1);
  expect(run.output).toMatch(message);
}

// The commands docs/OPERATIONS.md names; their logic is tested beside it. Once, in PGlite's project.
describe.runIf(inPgliteProject)(
  'the db scripts (npm run db:dump, db:restore, db:migrate-to-postgres)',
  { timeout: 240_000 },
  () => {
    // Made in beforeAll: a skipped describe's body still runs, its afterAll does not.
    let scratch: string;
    beforeAll(() => {
      scratch = mkdtempSync(path.join(os.tmpdir(), 'inkling-db-scripts-'));
    });
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('dump then restore a data folder from the command line', async () => {
      const dataDir = path.join(scratch, 'data');
      const database = await openDatabase({ dataDir });
      await database.migrate();
      const made = await buildUser(serverOn(database));
      await database.close();

      const file = path.join(scratch, 'backup.tar.gz');
      const dump = await runScript('dbDump.ts', { DATA_DIR: dataDir }, file);
      expect(dump, dump.output).toMatchObject({ code: 0 });
      expect(dump.output).toContain(`Wrote ${file}`);

      const restoredDir = path.join(scratch, 'restored');
      const restore = await runScript('dbRestore.ts', { DATA_DIR: restoredDir }, file);
      expect(restore, restore.output).toMatchObject({ code: 0 });
      const again = await runScript('dbRestore.ts', { DATA_DIR: restoredDir }, file);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/is not empty/);

      const restored = await openDatabase({ dataDir: restoredDir });
      try {
        const users = await restored.db.select({ email: user.email }).from(user);
        expect(users.map((row) => row.email)).toContain(made.email);
      } finally {
        await restored.close();
      }
    });

    it('say in one line what is missing', async () => {
      const dataDir = path.join(scratch, 'none');
      const noDump = await runScript('dbRestore.ts', { DATA_DIR: dataDir });
      expectRefusal(noDump, /^Name the dump/m);
      const onPostgres = await runScript('dbDump.ts', {
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://inkling@127.0.0.1:9/inkling',
      });
      expectRefusal(onPostgres, /pg_dump/);
      const noTarget = await runScript('dbMigrateToPostgres.ts', { DATA_DIR: dataDir });
      expectRefusal(noTarget, /Set DATABASE_URL/);
      const noFolder = await runScript('dbDump.ts', { DATA_DIR: dataDir });
      expectRefusal(noFolder, /holds no embedded database/);
    });
  },
);
