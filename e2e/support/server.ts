import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clientBuildDir, serverBundle } from '../../scripts/buildPaths';
import { serverNodeFlags, serverRuntimeEnvironment } from '../../scripts/serverRuntime';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions and failure reports. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The test build (INKLING_BUILD_DIR, see package.json's test:e2e), never the checkout's own. */
export const serverEntry = serverBundle;

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'inkling-e2e-'));
}

/**
 * Where global setup keeps a data folder that has held a migrated database and no server runs
 * on: a first start creates the database and runs every migration (7.5 s on a quiet 2-core
 * machine, up to 29 s on a loaded one, against 3.3 s for a start on a used folder).
 */
const migratedTemplateVariable = 'E2E_MIGRATED_DATA_DIR';

/** Makes the migrated template once per run (global setup) and names it for the workers. */
export async function prepareMigratedTemplate(): Promise<string> {
  const server = await startServer({ dataDir: tempDataDir(), env: { PUBLIC_URL: '' } });
  const code = await server.stop();
  if (code !== 0)
    throw new Error(`The template server exited with ${String(code)}:\n${server.output()}`);
  // Each copy generates its own session key, as a new installation does.
  rmSync(path.join(server.dataDir, 'auth-secret'), { force: true });
  process.env[migratedTemplateVariable] = server.dataDir;
  return server.dataDir;
}

/**
 * A new data folder holding a migrated database and nothing else (a copy of the template), or
 * an empty one where no template was made (a spec run outside global setup).
 */
export function migratedDataDir(): string {
  const dataDir = tempDataDir();
  const template = process.env[migratedTemplateVariable];
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the built server (`node dist/server/index.js`, not through npm, so a
 * signal reaches the server itself) and waits until it is ready; without a
 * data folder, on a copy of the migrated template.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? migratedDataDir();
  // localhost, not 127.0.0.1: WebAuthn (passkeys) refuses IP addresses as the relying party.
  const url = `http://localhost:${port}`;
  // Started as `npm start` starts it, so the tests and the benches meet the same process.
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env: {
      ...process.env,
      ...serverRuntimeEnvironment(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: clientBuildDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Every e2e sign-in comes from one address; the limit itself is tested on the server.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const server: RunningServer = {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
  try {
    await waitUntilReady(server, exited);
  } catch (error) {
    // The server has exited; a data folder made here is no caller's to remove.
    if (!options.dataDir) removeDataDir(dataDir);
    throw error;
  }
  return server;
}

async function waitUntilReady(server: RunningServer, exited: Promise<number | null>) {
  // A fresh data folder runs every migration first; on a loaded two-core CI machine that took up to 29 s.
  const deadline = Date.now() + 60_000;
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`The server exited during start-up:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`The server did not answer within 60 s:\n${server.output()}`);
}

export function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
}
