import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './dataDirLock';
import { inPgliteProject } from '../test/testProjects';

/** Short renewals keep the tests quick; the logic is the same at the default 5 s. */
const renewEveryMs = 40;
const held: DataDirLock[] = [];
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
afterEach(() => {
  held.splice(0).forEach((lock) => lock.release());
  children.splice(0).forEach((child) => child.kill('SIGKILL'));
  dataDirs.splice(0).forEach((dataDir) => rmSync(dataDir, { recursive: true, force: true }));
});

function tempDataDir() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkling-lock-'));
  dataDirs.push(dataDir);
  return dataDir;
}
const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');
const readLock = (dataDir: string) =>
  JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as Record<string, unknown>;
const writeLock = (dataDir: string, owner: Record<string, unknown>) =>
  writeFileSync(lockFile(dataDir), JSON.stringify(owner));

async function take(dataDir: string) {
  const lock = await acquireDataDirLock(dataDir, { renewEveryMs });
  held.push(lock);
  return lock;
}

/** How a lock written by another process on this machine describes it. */
const thisMachine = () => ({
  host: os.hostname(),
  bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
  pidNamespace: readlinkSync('/proc/self/ns/pid'),
  startedAt: '2026-11-01T10:00:00.000Z',
});

function deadPid(): number {
  // A process that has already exited: its pid is free (and not reused this instant).
  return spawnSync(process.execPath, ['-e', '0']).pid ?? 999_999;
}

function liveUnrelatedPid(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  children.push(child);
  if (!child.pid) throw new Error('could not start a process');
  return child.pid;
}

/** PGlite's own marker, present while a database is open (and after a crash). */
function markDatabaseOpen(dataDir: string) {
  mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
  writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
}

// The embedded database's folder lock: the PGlite project runs this file.
describe.runIf(inPgliteProject)('acquireDataDirLock', () => {
  it('takes a free folder and records who holds it', async () => {
    const dataDir = tempDataDir();
    await take(dataDir);
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid, host: os.hostname() });
  });

  it('refuses a folder a live server holds, with a message that says what to do', async () => {
    const dataDir = tempDataDir();
    await take(dataDir);
    await expect(acquireDataDirLock(dataDir, { renewEveryMs })).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dataDir, { renewEveryMs })).rejects.toThrow(
      new RegExp(
        `^Another Inkling server \\(pid ${process.pid}, started .*\\) is already using the ` +
          `embedded database in ${dataDir}\\. Stop that server first.*DATA_DIR.*DATABASE_URL`,
      ),
    );
  });

  it('takes over the lock of a server that died without releasing it', async () => {
    const dataDir = tempDataDir();
    writeLock(dataDir, { ...thisMachine(), token: 'old', pid: deadPid(), processStart: '1' });
    await take(dataDir);
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid });
  });

  it('takes over a lock whose pid now belongs to an unrelated live process', async () => {
    const dataDir = tempDataDir();
    // The pid lives, but it started at another time than the server that wrote the lock.
    writeLock(dataDir, {
      ...thisMachine(),
      token: 'old',
      pid: liveUnrelatedPid(),
      processStart: '1',
    });
    await take(dataDir);
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid });
  });

  it('takes over a lock from another host (a recreated container) once it stops being renewed', async () => {
    const dataDir = tempDataDir();
    const other = { ...thisMachine(), host: 'container-that-was-removed', token: 'old', pid: 1 };
    writeLock(dataDir, { ...other, renewedAt: new Date().toISOString() });
    await take(dataDir);
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid, host: os.hostname() });
  });

  it('takes over a lock from another host untouched for ten minutes at once', async () => {
    const dataDir = tempDataDir();
    writeLock(dataDir, { ...thisMachine(), host: 'old-container', token: 'old', pid: 1 });
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60 * 1000);
    utimesSync(lockFile(dataDir), elevenMinutesAgo, elevenMinutesAgo);
    // Even with renewals far apart (an hour), no watching is needed.
    held.push(await acquireDataDirLock(dataDir, { renewEveryMs: 60 * 60 * 1000 }));
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid });
  });

  it('refuses a lock from another host that is still being renewed, and says so', async () => {
    const dataDir = tempDataDir();
    const other = { host: 'other-host', token: 'theirs', pid: 1, startedAt: 'earlier' };
    const renewing = setInterval(
      () => writeLock(dataDir, { ...other, renewedAt: new Date().toISOString() }),
      10,
    );
    try {
      writeLock(dataDir, { ...other, renewedAt: new Date().toISOString() });
      await expect(acquireDataDirLock(dataDir, { renewEveryMs })).rejects.toThrow(
        /pid 1 on host other-host.*It renewed .*pglite\.lock within the last few seconds/,
      );
    } finally {
      clearInterval(renewing);
    }
  });

  it('takes over a half-written lock file', async () => {
    const dataDir = tempDataDir();
    writeFileSync(lockFile(dataDir), '{"pid": 12');
    await take(dataDir);
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid });
  });

  it('re-creates its lock when someone deletes it', async () => {
    const dataDir = tempDataDir();
    await take(dataDir);
    rmSync(lockFile(dataDir));
    await sleep(renewEveryMs * 3);
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid });
  });

  it('keeps a second server out after the lock of a running one was deleted', async () => {
    const dataDir = tempDataDir();
    markDatabaseOpen(dataDir);
    const first = await take(dataDir);
    const token = readLock(dataDir).token;
    rmSync(lockFile(dataDir));
    await expect(acquireDataDirLock(dataDir, { renewEveryMs })).rejects.toThrow(
      /Another Inkling server .* is already using the embedded database .*had been deleted/,
    );
    // The running server still holds its lock, and a later attempt still refuses.
    expect(readLock(dataDir).token).toBe(token);
    await expect(acquireDataDirLock(dataDir, { renewEveryMs })).rejects.toThrow(DataDirLockedError);
    first.release();
  });

  it('starts after a crash whose lock was deleted by hand, once nothing renews it', async () => {
    const dataDir = tempDataDir();
    markDatabaseOpen(dataDir);
    await take(dataDir);
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid });
  });

  it('removes the lock on release, so the next server starts at once', async () => {
    const dataDir = tempDataDir();
    (await acquireDataDirLock(dataDir, { renewEveryMs })).release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
    await take(dataDir);
  });
});
