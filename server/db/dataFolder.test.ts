import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDatabaseStillThere, DataFolderError, recordDatabase } from './dataFolder';

const dataDirs: string[] = [];
afterEach(() => dataDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDataDir() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkling-folder-'));
  dataDirs.push(dataDir);
  return dataDir;
}

function dataDirWithDatabase() {
  const dataDir = tempDataDir();
  mkdirSync(path.join(dataDir, 'pglite'));
  writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
  return dataDir;
}

describe('the data folder record', () => {
  it('lets a new, empty data folder start', () => {
    const dataDir = tempDataDir();
    expect(() => checkDatabaseStillThere(dataDir)).not.toThrow();
    recordDatabase(dataDir);
    expect(existsSync(path.join(dataDir, 'inkling.json'))).toBe(false);
  });

  it('records a database, also one created before the record existed', () => {
    const dataDir = dataDirWithDatabase();
    recordDatabase(dataDir);
    expect(existsSync(path.join(dataDir, 'inkling.json'))).toBe(true);
    expect(() => checkDatabaseStillThere(dataDir)).not.toThrow();
  });

  it.each([
    ['gone', (pglite: string) => rmSync(pglite, { recursive: true })],
    ['emptied', (pglite: string) => rmSync(path.join(pglite, 'PG_VERSION'))],
  ])(
    'refuses a recorded database whose folder is %s, saying how to restore or start over',
    (_, lose) => {
      const dataDir = dataDirWithDatabase();
      recordDatabase(dataDir);
      lose(path.join(dataDir, 'pglite'));
      expect(() => checkDatabaseStillThere(dataDir)).toThrow(DataFolderError);
      expect(() => checkDatabaseStillThere(dataDir)).toThrow(
        `Inkling will not start with an empty database in its place. Restore ${path.join(dataDir, 'pglite')} from a backup`,
      );
      expect(() => checkDatabaseStillThere(dataDir)).toThrow(
        `to start over with no data, delete ${path.join(dataDir, 'inkling.json')}.`,
      );
    },
  );
});
