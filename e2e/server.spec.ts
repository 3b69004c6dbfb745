import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { freePort, removeDataDir, serverEntry, startServer, tempDataDir } from './support/server';

/** The server as an operator meets it: real processes, signals and data folders. */
test.describe('the server process', () => {
  test('reports health with the embedded database and the release version', async () => {
    const server = await startServer();
    try {
      const response = await fetch(`${server.url}/api/health`);
      const version = (await import('../package.json', { with: { type: 'json' } })).default.version;
      expect(await response.json()).toEqual({ status: 'ok', database: 'pglite', version });
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });

  test('a second server on the same data folder refuses to start, with a clear message', async () => {
    const first = await startServer();
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
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('shut down cleanly');
    const second = await startServer({ dataDir });
    await second.stop();
    removeDataDir(dataDir);
  });

  test('after kill -9 the next start takes over the stale lock at once', async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir });
    await first.stop('SIGKILL');
    const second = await startServer({ dataDir });
    expect((await fetch(`${second.url}/api/health`)).ok).toBe(true);
    await second.stop();
    removeDataDir(dataDir);
  });

  test('a bad setting stops the server with a message naming the variable', async () => {
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: tempDataDir() },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1);
    expect(stderr).toContain('PORT: must be a port number');
  });
});
