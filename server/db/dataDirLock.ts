import { openSync, readFileSync, renameSync, rmSync, writeSync, closeSync } from 'node:fs';
import os from 'node:os';

/**
 * PGlite has no lock between processes: two servers on one data folder would
 * silently lose writes. This lock file holds the owner's pid; a lock whose
 * process is gone (a crash, `kill -9`) is taken over at once.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(lockPath: string, dataDir: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      const owner: LockOwner = {
        pid: process.pid,
        host: os.hostname(),
        startedAt: new Date().toISOString(),
      };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      return { release: () => releaseIfOwned(lockPath) };
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
    const owner = readOwner(lockPath);
    if (owner && isAlive(owner)) {
      throw new DataDirLockedError(
        `Another Inkling server (pid ${owner.pid}, started ${owner.startedAt}) is already using ` +
          `the embedded database in ${dataDir}. Stop that server first, or give this one its own ` +
          `folder with DATA_DIR, or use PostgreSQL with DATABASE_URL.`,
      );
    }
    // Stale: move it aside atomically so two starters cannot both take it over.
    try {
      renameSync(lockPath, `${lockPath}.stale-${process.pid}`);
      rmSync(`${lockPath}.stale-${process.pid}`, { force: true });
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw error;
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: another server keeps taking the lock.`);
}

function releaseIfOwned(lockPath: string): void {
  if (readOwner(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true });
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    // Missing, or half-written by a process that died mid-write: treat as stale.
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  // A pid from another machine (a shared folder) cannot be checked: assume it lives.
  if (owner.host !== os.hostname()) return true;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, 'EPERM');
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
