import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { DataDirLockedError } from '../dataDirLock';
import { DataFolderError } from '../dataFolder';
import { expectFoundThroughApp, fillThroughApp, serverOn, type Filled } from './backupTestSupport';
import { dumpPgliteDataDir, restorePgliteDataDir } from './pgliteBackup';
import { inPgliteProject } from '../../test/testProjects';

// The embedded database is the same in both server projects: run once, in PGlite's.

describe.runIf(inPgliteProject)(
  'npm run db:dump and db:restore (embedded database)',
  { timeout: 120_000 },
  () => {
    // Made in beforeAll: a skipped describe's body still runs, its afterAll does not.
    let scratch: string;
    let dataDir: string;
    let dumpFile: string;
    let filled: Filled;

    beforeAll(async () => {
      scratch = mkdtempSync(path.join(os.tmpdir(), 'inkling-backup-'));
      dataDir = path.join(scratch, 'data');
      dumpFile = path.join(scratch, 'inkling.tar.gz');
      const database = await openDatabase({ dataDir });
      await database.migrate();
      filled = await fillThroughApp(serverOn(database));
      await database.close();
    }, 120_000);

    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('refuses to dump while a server holds the data folder', async () => {
      const running = await openDatabase({ dataDir });
      try {
        await expect(dumpPgliteDataDir(dataDir, dumpFile)).rejects.toThrow(DataDirLockedError);
      } finally {
        await running.close();
      }
      expect(existsSync(dumpFile)).toBe(false);
    });

    it('restores a dump into a new folder, where the app finds every note and account', async () => {
      const { bytes } = await dumpPgliteDataDir(dataDir, dumpFile);
      expect(bytes).toBe(readFileSync(dumpFile).length);
      expect(existsSync(`${dumpFile}.partial`)).toBe(false);

      const restored = path.join(scratch, 'restored');
      await restorePgliteDataDir(dumpFile, restored);
      expect(existsSync(path.join(restored, 'inkling.json'))).toBe(true);
      expect(existsSync(path.join(restored, 'pglite.lock'))).toBe(false);

      const database = await openDatabase({ dataDir: restored });
      try {
        await database.migrate();
        await expectFoundThroughApp(serverOn(database), filled);
      } finally {
        await database.close();
      }
    });

    it('never restores over a database', async () => {
      await expect(restorePgliteDataDir(dumpFile, dataDir)).rejects.toThrow(/not empty/);
    });

    it('leaves the folder empty when the file is not a dump', async () => {
      const broken = path.join(scratch, 'broken.tar.gz');
      writeFileSync(broken, 'not a tarball');
      const target = path.join(scratch, 'from-broken');
      mkdirSync(target);
      await expect(restorePgliteDataDir(broken, target)).rejects.toThrow(DataFolderError);
      expect(existsSync(path.join(target, 'pglite', 'PG_VERSION'))).toBe(false);
    });
  },
);
