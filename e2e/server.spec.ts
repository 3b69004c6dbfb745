import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serverNodeFlags } from '../scripts/serverRuntime';
import {
  freePort,
  migratedDataDir,
  removeDataDir,
  serverEntry,
  startServer,
  tempDataDir,
} from './support/server';

/** Starts a server that is expected to refuse; resolves with its exit code and what it printed. */
async function startRefused(dataDir: string) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr };
}

/** Starts a server on the folder, waits (however long a busy machine takes) until it runs, and stops it. */
async function startAndStop(dataDir: string) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Inkling is running')) resolve();
    });
    child.once('exit', () => reject(new Error(`The server exited during start-up:\n${output}`)));
  });
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Whether something on this machine accepts a connection on the port. */
function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A data folder that has held a database, with no server running on it (global setup's template). */
const usedDataDir = migratedDataDir;

const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

/** A lock as a server on this machine writes it. */
const lockWrittenHere = () => ({
  host: os.hostname(),
  bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
  pidNamespace: readlinkSync('/proc/self/ns/pid'),
  startedAt: '2026-11-01T10:00:00.000Z',
});

/** The server as an operator meets it: real processes, signals and data folders. */
test.describe('the server process', () => {
  // Each test starts real servers, some twice.
  test.describe.configure({ timeout: 120_000 });

  test('reports health with the embedded database and the release version', async () => {
    const server = await startServer({ dataDir: usedDataDir() });
    try {
      const response = await fetch(`${server.url}/api/health`);
      const version = (await import('../package.json', { with: { type: 'json' } })).default.version;
      expect(await response.json()).toEqual({
        status: 'ok',
        database: 'pglite',
        version,
        vectors: 'pgvector',
      });
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });

  test('a second server on the same data folder refuses to start, with a clear message', async () => {
    const first = await startServer({ dataDir: usedDataDir() });
    try {
      const port = await freePort();
      const second = spawn(process.execPath, [serverEntry], {
        env: { ...process.env, PORT: String(port), DATA_DIR: first.dataDir, LOG_LEVEL: 'warn' },
      });
      let stderr = '';
      second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('Another Inkling server');
      expect(stderr).toContain(`is already using the embedded database in ${first.dataDir}`);
      // The first server is untouched.
      expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);
    } finally {
      await first.stop();
      removeDataDir(first.dataDir);
    }
  });

  test('SIGTERM shuts down cleanly and frees the data folder for the next start', async () => {
    const dataDir = usedDataDir();
    const first = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('shut down cleanly');
    const second = await startServer({ dataDir });
    await second.stop();
    removeDataDir(dataDir);
  });

  test('a SIGTERM the moment the server listens still shuts it down cleanly', async () => {
    // The signal handlers are in place by the first connection: nothing the start does after
    // listening (looking for the C library's malloc_trim, say) may stand in between.
    const dataDir = usedDataDir();
    const port = await freePort();
    const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let exitedAlready = false;
    void exited.then(() => (exitedAlready = true));
    // The kernel takes connections from the moment the server listens: knock every 2 ms.
    while (!exitedAlready && !(await accepts(port)))
      await new Promise((resolve) => setTimeout(resolve, 2));
    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(output).toContain('shut down cleanly');
    removeDataDir(dataDir);
  });

  test('after kill -9 the next start takes over the stale lock at once', async () => {
    const dataDir = usedDataDir();
    const first = await startServer({ dataDir });
    await first.stop('SIGKILL');
    const second = await startServer({ dataDir });
    expect((await fetch(`${second.url}/api/health`)).ok).toBe(true);
    await second.stop();
    removeDataDir(dataDir);
  });

  test('a bad setting stops the server with a message naming the variable', async () => {
    const dataDir = tempDataDir();
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    removeDataDir(dataDir);
    expect(code).toBe(1);
    expect(stderr).toContain('PORT: must be a port number');
  });

  test('a stale lock from another host name (a recreated container) is taken over', async () => {
    const dataDir = usedDataDir();
    writeFileSync(
      lockFile(dataDir),
      JSON.stringify({
        ...lockWrittenHere(),
        host: 'inkling-7f3c2a',
        token: 'old-container',
        pid: 1,
        renewedAt: '2026-11-01T10:05:00.000Z',
      }),
    );
    // Untouched since the old container was removed, an hour ago.
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(lockFile(dataDir), anHourAgo, anHourAgo);
    const server = await startServer({ dataDir });
    expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
    expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8'))).toMatchObject({
      pid: server.process.pid,
      host: os.hostname(),
    });
    await server.stop();
    removeDataDir(dataDir);
  });

  test('a lock naming a live process that is not its server is taken over', async () => {
    const dataDir = usedDataDir();
    // This test runner's pid: alive, but not started when the lock says its owner was.
    writeFileSync(
      lockFile(dataDir),
      JSON.stringify({ ...lockWrittenHere(), token: 'old', pid: process.pid, processStart: '1' }),
    );
    const server = await startServer({ dataDir });
    expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
    await server.stop();
    removeDataDir(dataDir);
  });

  test('deleting the lock of a running server does not let a second one in', async () => {
    const first = await startServer({ dataDir: usedDataDir() });
    try {
      rmSync(lockFile(first.dataDir));
      const second = await startRefused(first.dataDir);
      expect(second.code).toBe(1);
      // Whether it finds the lock already re-created or waits for it, it refuses.
      expect(second.stderr).toContain('Another Inkling server');
      expect(second.stderr).toContain(`is already using the embedded database in ${first.dataDir}`);
      expect(second.stderr).toContain('Stop that server first');
      // The first server re-created its lock and still answers.
      expect(JSON.parse(readFileSync(lockFile(first.dataDir), 'utf8'))).toMatchObject({
        pid: first.process.pid,
      });
      expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);
    } finally {
      await first.stop();
      removeDataDir(first.dataDir);
    }
  });

  test('a damaged database stops the start with one line saying what to do', async () => {
    const dataDir = usedDataDir();
    writeFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control'), 'garbage '.repeat(1024));
    const { code, stderr } = await startRefused(dataDir);
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `The embedded database in ${path.join(dataDir, 'pglite')} cannot be opened; its files look damaged`,
    );
    expect(lines[0]).toContain('Restore');
    expect(stderr).not.toMatch(/\n\s+at /);
    removeDataDir(dataDir);
  });

  test('a vanished pglite folder stops the start instead of creating an empty database', async () => {
    const dataDir = usedDataDir();
    const pglite = path.join(dataDir, 'pglite');
    rmSync(pglite, { recursive: true });
    const { code, stderr } = await startRefused(dataDir);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`The embedded database is missing: ${dataDir} has held one since`);
    expect(stderr).toContain(`Restore ${pglite} from a backup`);
    expect(stderr).toContain(`delete ${path.join(dataDir, 'inkling.json')}`);
    expect(existsSync(pglite)).toBe(false);

    // Deleting the record, as the message says, starts over with an empty database.
    rmSync(path.join(dataDir, 'inkling.json'));
    await startAndStop(dataDir);
    expect(existsSync(path.join(pglite, 'PG_VERSION'))).toBe(true);
    removeDataDir(dataDir);
  });
});
