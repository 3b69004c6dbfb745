import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Why Redis tests are skipped here, or null when redis-server can run. */
export function redisServerMissing(): string | null {
  if (existsSync(REDIS_SERVER) || spawnSync('redis-server', ['--version']).status === 0)
    return null;
  return 'redis-server is not installed: run `sudo apt-get install -y redis-server` (or `node scripts/ensure-debian-tools.mjs`)';
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RedisTestServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A redis-server of the test's own on a free port, nothing saved to disk:
 * never a shared one, so tests cannot see each other's keys.
 */
export async function startRedisServer(): Promise<RedisTestServer> {
  const port = await freePort();
  const binary = existsSync(REDIS_SERVER) ? REDIS_SERVER : 'redis-server';
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start: ${output}`)),
      10_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
