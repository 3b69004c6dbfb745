import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './dataDirLock';

const held: DataDirLock[] = [];
afterEach(() => held.splice(0).forEach((lock) => lock.release()));

function tempLockPath() {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'inkling-lock-')), 'pglite.lock');
}

function deadPid(): number {
  // A process that has already exited: its pid is free (and not reused this instant).
  return spawnSync(process.execPath, ['-e', '0']).pid ?? 999_999;
}

describe('acquireDataDirLock', () => {
  it('takes a free folder and records who holds it', () => {
    const lockPath = tempLockPath();
    held.push(acquireDataDirLock(lockPath, '/data'));
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
    });
  });

  it('refuses a folder a live server holds, with a message that says what to do', () => {
    const lockPath = tempLockPath();
    held.push(acquireDataDirLock(lockPath, '/srv/inkling-data'));
    expect(() => acquireDataDirLock(lockPath, '/srv/inkling-data')).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(lockPath, '/srv/inkling-data')).toThrow(
      /Another Inkling server \(pid \d+.*\) is already using the embedded database in \/srv\/inkling-data.*DATA_DIR.*DATABASE_URL/,
    );
  });

  it('takes over the lock of a server that died without releasing it', () => {
    const lockPath = tempLockPath();
    writeFileSync(
      lockPath,
      JSON.stringify({ pid: deadPid(), host: os.hostname(), startedAt: 'earlier' }),
    );
    held.push(acquireDataDirLock(lockPath, '/data'));
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('takes over a half-written lock file', () => {
    const lockPath = tempLockPath();
    writeFileSync(lockPath, '{"pid": 12');
    held.push(acquireDataDirLock(lockPath, '/data'));
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('removes the lock on release, so the next server starts at once', () => {
    const lockPath = tempLockPath();
    acquireDataDirLock(lockPath, '/data').release();
    expect(existsSync(lockPath)).toBe(false);
    held.push(acquireDataDirLock(lockPath, '/data'));
  });
});
