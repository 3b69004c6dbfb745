import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PGlite has no lock between processes: two servers on one data folder would
 * silently lose writes. `DATA_DIR/pglite.lock` names the server that holds
 * the folder, and that server renews it every few seconds.
 *
 * Whether a lock's owner still lives is decided by the best evidence at hand:
 * - Written on this machine (same host name, boot and pid namespace): the pid
 *   must exist AND have started at the recorded time (`/proc/<pid>/stat`),
 *   so a pid reused by an unrelated process does not count.
 * - Written anywhere else (another host, a recreated container, before a
 *   reboot): its pid means nothing here, so we watch whether the lock is still
 *   being renewed; a lock that misses three renewals (or has not been
 *   touched for ten minutes) is stale.
 * A lock deleted by hand while its server runs is re-created by that server;
 * a starter that finds no lock but PGlite's own `postmaster.pid` (present
 * while a database is open) waits those same three renewals before it trusts
 * the folder, so a running server can reclaim its lock first.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockOwner {
  /** Unique per acquisition: tells a lock apart from any other, even with the same pid. */
  token: string;
  pid: number;
  host: string;
  bootId?: string | undefined;
  pidNamespace?: string | undefined;
  /** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
  processStart?: string | undefined;
  startedAt: string;
  renewedAt?: string;
}

export interface DataDirLock {
  release(): void;
}

interface Warnings {
  warn(message: string): void;
  error(message: string): void;
}

export interface DataDirLockOptions {
  /** How often the holder renews its lock. */
  renewEveryMs?: number;
  /** Where the holder reports a lock that was deleted or taken while it ran. */
  log?: Warnings;
}

const RENEWALS_BEFORE_STALE = 3;
/**
 * A lock from elsewhere untouched this long (by the file's own time, which a
 * shared disk keeps for every host) is stale at once, without the watch.
 */
const LONG_SILENT_MS = 10 * 60 * 1000;

export function lockFileOf(dataDir: string) {
  return path.join(dataDir, 'pglite.lock');
}

/** Takes the data folder's lock, or throws a `DataDirLockedError` that says what to do. */
export async function acquireDataDirLock(
  dataDir: string,
  { renewEveryMs = 5000, log = silent }: DataDirLockOptions = {},
): Promise<DataDirLock> {
  const lockPath = lockFileOf(dataDir);
  const me = describeThisProcess();
  const graceMs = RENEWALS_BEFORE_STALE * renewEveryMs;

  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusively(lockPath, me)) {
      const databaseOpen = existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'));
      if (attempt === 0 && databaseOpen) {
        log.warn(
          `${lockPath} was missing but the database looks open (pglite/postmaster.pid): ` +
            `waiting ${Math.round(graceMs / 1000)} s to make sure no server is still running.`,
        );
        await sleep(graceMs);
        const holder = readOwner(lockPath);
        if (holder?.token !== me.token) throw reclaimedError(dataDir, holder);
      }
      return hold(lockPath, me, renewEveryMs, log);
    }
    const owner = readOwner(lockPath);
    const verdict = owner ? await judge(owner, lockPath, graceMs) : 'stale';
    if (verdict === 'stale') moveAside(lockPath, owner);
    else if (verdict !== 'gone' && owner) throw lockedError(dataDir, owner, verdict);
  }
  throw new DataDirLockedError(
    `Could not lock ${dataDir}: another server keeps taking ${lockPath}. ` +
      'Make sure only one Inkling server is started on this folder, then start again.',
  );
}

/** Holds the lock: renews it, re-creates it if deleted, reclaims it if another server wrote over it. */
function hold(lockPath: string, me: LockOwner, renewEveryMs: number, log: Warnings): DataDirLock {
  const renew = () => {
    const current = readOwner(lockPath);
    if (!current) {
      log.warn(`${lockPath} was deleted while this server runs: re-created it.`);
    } else if (current.token !== me.token) {
      log.error(
        `${lockPath} was taken by another process (pid ${current.pid} on ${current.host}) while ` +
          'this server holds the folder: reclaimed it. Never delete the lock of a running server.',
      );
    }
    writeAtomically(lockPath, { ...me, renewedAt: new Date().toISOString() });
  };
  const timer = setInterval(() => {
    try {
      renew();
    } catch (error) {
      // A full disk or a vanished folder must not crash the server; the next round tries again.
      log.error(
        `could not renew ${lockPath}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }, renewEveryMs);
  timer.unref();
  return {
    release() {
      clearInterval(timer);
      if (readOwner(lockPath)?.token === me.token) rmSync(lockPath, { force: true });
    },
  };
}

/** How the owner was found alive (which decides the advice), or stale, or its lock vanished. */
type Verdict = 'running here' | 'renewing' | 'pid in use' | 'stale' | 'gone';

async function judge(owner: LockOwner, lockPath: string, graceMs: number): Promise<Verdict> {
  const me = describeThisProcess();
  if (owner.host === me.host && !owner.bootId) {
    // Written by an Inkling from before boot ids were recorded: only the pid is known.
    return pidExists(owner.pid) ? 'pid in use' : 'stale';
  }
  const sameMachine =
    owner.host === me.host &&
    owner.bootId === me.bootId &&
    owner.pidNamespace === me.pidNamespace &&
    me.bootId !== undefined;
  if (sameMachine) {
    const started = readProcessStart(owner.pid);
    if (started !== undefined && owner.processStart !== undefined)
      return started === owner.processStart ? 'running here' : 'stale';
    return pidExists(owner.pid) ? 'running here' : 'stale';
  }
  if (silentForMs(lockPath) > LONG_SILENT_MS) return 'stale';
  return watchRenewals(owner, lockPath, graceMs);
}

function silentForMs(lockPath: string): number {
  try {
    return Date.now() - statSync(lockPath).mtimeMs;
  } catch {
    return 0;
  }
}

/** A lock from elsewhere is alive if its holder renews it within the grace period. */
async function watchRenewals(
  owner: LockOwner,
  lockPath: string,
  graceMs: number,
): Promise<Verdict> {
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    await sleep(Math.max(10, Math.min(1000, graceMs / 10)));
    const now = readOwner(lockPath);
    if (!now) return 'gone';
    if (now.token !== owner.token || now.renewedAt !== owner.renewedAt) return 'renewing';
  }
  return 'stale';
}

function lockedError(dataDir: string, owner: LockOwner, verdict: Verdict) {
  const lockPath = lockFileOf(dataDir);
  const where = verdict === 'renewing' ? ` on host ${owner.host}` : '';
  const who = `Another Inkling server (pid ${owner.pid}${where}, started ${owner.startedAt})`;
  const evidence =
    verdict === 'renewing'
      ? ` It renewed ${lockPath} within the last few seconds, so it is still running.`
      : verdict === 'pid in use'
        ? ` If pid ${owner.pid} is not an Inkling server, delete ${lockPath} and start again.`
        : '';
  return new DataDirLockedError(
    `${who} is already using the embedded database in ${dataDir}.${evidence} ` +
      'Stop that server first (it removes its lock as it exits), give this one its own folder ' +
      'with DATA_DIR, or use PostgreSQL with DATABASE_URL.',
  );
}

function reclaimedError(dataDir: string, holder: LockOwner | undefined) {
  const who = holder ? ` (pid ${holder.pid} on ${holder.host})` : '';
  return new DataDirLockedError(
    `Another Inkling server${who} is already using the embedded database in ${dataDir}: its lock ` +
      `${lockFileOf(dataDir)} had been deleted and that server has just re-created it. ` +
      'Stop that server first, give this one its own folder with DATA_DIR, or use PostgreSQL ' +
      'with DATABASE_URL. Never delete the lock of a running server.',
  );
}

function createExclusively(lockPath: string, owner: LockOwner): boolean {
  let fd;
  try {
    fd = openSync(lockPath, 'wx');
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  }
  writeSync(fd, JSON.stringify(owner));
  closeSync(fd);
  return true;
}

/** Readers never see half a renewal: the new content is written beside the lock, then renamed. */
function writeAtomically(lockPath: string, owner: LockOwner) {
  const temporary = `${lockPath}.${owner.token}.tmp`;
  writeFileSync(temporary, JSON.stringify(owner));
  renameSync(temporary, lockPath);
}

/** Moves a stale lock aside atomically, so two starters cannot both take it over. */
function moveAside(lockPath: string, owner: LockOwner | undefined) {
  const aside = `${lockPath}.stale-${owner?.token ?? process.pid}-${process.pid}`;
  try {
    renameSync(lockPath, aside);
    rmSync(aside, { force: true });
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined;
    return { token: '', startedAt: 'unknown', ...owner } as LockOwner;
  } catch {
    // Missing, or half-written by a process that died mid-write: treat as stale.
    return undefined;
  }
}

function describeThisProcess(): LockOwner {
  return {
    token: randomUUID(),
    pid: process.pid,
    host: os.hostname(),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    pidNamespace: readLink('/proc/self/ns/pid'),
    processStart: readProcessStart(process.pid),
    startedAt: new Date().toISOString(),
  };
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may itself hold spaces). */
function readProcessStart(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, 'EPERM');
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function readLink(file: string): string | undefined {
  try {
    return readlinkSync(file);
  } catch {
    return undefined;
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

const silent: Warnings = { warn: () => undefined, error: () => undefined };
