import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchPostgres, type ScratchPostgres } from './test/scratchPostgres';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../e2e/support/server';
import { ClusterSetupError, workerCount } from './cluster';
import {
  redisServerMissing,
  startRedisServer,
  type RedisTestServer,
} from './scale/redisTestServer';
import { inPostgresProject } from './test/testProjects';

const postgres = 'postgres://db.example/inkling';
const redis = 'redis://cache.example:6379';

describe('workerCount', () => {
  it('runs one process by default and as many as asked with PostgreSQL and Redis', () => {
    expect(workerCount({ INKLING_WORKERS: 1 })).toBe(1);
    expect(workerCount({ INKLING_WORKERS: 3, DATABASE_URL: postgres, REDIS_URL: redis })).toBe(3);
  });

  it('reads auto as one process per core', () => {
    const env = { INKLING_WORKERS: 'auto' as const, DATABASE_URL: postgres, REDIS_URL: redis };
    expect(workerCount(env, 4)).toBe(4);
    // One core: one process, which needs neither.
    expect(workerCount({ INKLING_WORKERS: 'auto' }, 1)).toBe(1);
  });

  it('refuses more than one process on the embedded database, in one line saying why', () => {
    expect(() => workerCount({ INKLING_WORKERS: 2, REDIS_URL: redis })).toThrow(ClusterSetupError);
    expect(() => workerCount({ INKLING_WORKERS: 2, REDIS_URL: redis })).toThrow(
      /^INKLING_WORKERS=2 needs DATABASE_URL: the embedded database \(PGlite\) belongs to one process\.[^\n]*$/,
    );
  });

  it('refuses more than one process without Redis, which carries live edits between them', () => {
    expect(() => workerCount({ INKLING_WORKERS: 'auto', DATABASE_URL: postgres }, 2)).toThrow(
      /^INKLING_WORKERS=auto needs REDIS_URL: editors of one note[^\n]*$/,
    );
  });
});

const onPostgres = inPostgresProject;
const missingRedis = redisServerMissing();

/** The parent process id of a process, from /proc. */
function parentOf(pid: number): number | undefined {
  try {
    // "pid (name) state ppid ...": the name may hold spaces, so read after its closing bracket.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // Gone meanwhile.
  }
}

/** The server processes the primary forked (not tsx's esbuild helper, also its child). */
const workersOf = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => parentOf(candidate) === pid)
    .filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('server/index.ts'));

/**
 * Which of `pids` holds the server's end of a TCP connection from `clientPort`
 * on 127.0.0.1: the socket's inode from /proc/net/tcp, then the process with
 * that socket among its open files.
 */
function ownerOfConnection(serverPort: number, clientPort: number, pids: number[]) {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  const row = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find(
      (fields) =>
        fields[1]?.endsWith(`:${hex(serverPort)}`) && fields[2]?.endsWith(`:${hex(clientPort)}`),
    );
  const inode = row?.[9];
  return pids.find((pid) =>
    readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false;
      }
    }),
  );
}

/** One request on a connection of its own, left open so its server side can be found. */
async function askOnNewConnection(port: number): Promise<{ socket: net.Socket; status: string }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  const head = await new Promise<string>((resolve) =>
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString())),
  );
  return { socket, status: head.split('\r\n')[0] ?? '' };
}

describe.skipIf(!onPostgres || missingRedis !== null)('INKLING_WORKERS=2 on PostgreSQL', () => {
  let redisServer: RedisTestServer;
  let scratch: ScratchPostgres | undefined;
  let databaseUrl: string;

  beforeAll(async () => {
    redisServer = await startRedisServer();
    scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL ?? '', 'inkling_cluster');
    databaseUrl = scratch.url;
  });
  afterAll(async () => {
    await scratch?.drop();
    await redisServer?.stop();
  });

  it('migrates once, answers from two worker processes on one port, and stops them gracefully', async () => {
    const port = await freePort();
    const dataDir = path.join(os.tmpdir(), `inkling-cluster-${process.pid}`);
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const primary = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisServer.url,
        AUTH_SECRET: 'cluster-test-secret-cluster-test-secret',
        INKLING_WORKERS: '2',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    primary.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    const sockets: net.Socket[] = [];
    try {
      // Both workers listening: each says so once it is ready.
      const deadline = Date.now() + 90_000;
      while ((output.match(/Inkling is running/g) ?? []).length < 2) {
        if (Date.now() > deadline || primary.exitCode !== null)
          throw new Error(`the workers did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const workers = workersOf(primary.pid ?? 0);
      expect(workers).toHaveLength(2);

      const owners = new Set<number | undefined>();
      for (let i = 0; i < 6; i++) {
        const { socket, status } = await askOnNewConnection(port);
        sockets.push(socket);
        expect(status).toBe('HTTP/1.1 200 OK');
        owners.add(ownerOfConnection(port, socket.localPort ?? 0, workers));
      }
      expect([...owners].sort()).toEqual([...workers].sort());
      // The workers skip migrations: the tables are there because the primary made them.
      const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({
          email: 'cluster@example.com',
          password: 'cluster password',
          name: 'c',
        }),
      });
      expect(signUp.status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }

    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect((output.match(/shut down cleanly/g) ?? []).length).toBe(2);
    expect(output).toContain('every worker stopped');
  }, 180_000);
});
