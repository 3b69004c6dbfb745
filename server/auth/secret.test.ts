import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { getTestDatabase } from '../test/support';
import { createAuth } from './auth';
import { MissingSecretError, resolveAuthSecret } from './secret';

const logger = createLogger('silent', false);
const dataDirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkling-secret-'));
  dataDirs.push(dir);
  return dir;
};
afterEach(() => dataDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const resolveIn = (dir: string, authSecret?: string) =>
  resolveAuthSecret({ authSecret, databaseUrl: undefined, dataDir: dir, logger });

describe('resolveAuthSecret', () => {
  it('generates a key once when the data folder has none, and reads it back after', () => {
    const dir = dataDir();
    const first = resolveIn(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveIn(dir)).toBe(first);
  });

  it('refuses an empty key file instead of signing with a public default key', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'auth-secret'), '\n');
    expect(() => resolveIn(dir)).toThrow(MissingSecretError);
    expect(() => resolveIn(dir)).toThrow(/auth-secret is empty/);
    // Nothing was generated over it: the operator decides.
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe('\n');
  });

  it('refuses a short key file', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'auth-secret'), 'short-key\n');
    expect(() => resolveIn(dir)).toThrow(/has only 9 characters \(at least 32 are needed\)/);
  });

  it('refuses an unreadable key file with the reason', () => {
    const dir = dataDir();
    // A folder where the file should be cannot be read as a file.
    const file = path.join(dir, 'auth-secret');
    mkdirSync(file);
    expect(() => resolveIn(path.dirname(file))).toThrow(MissingSecretError);
  });

  it('takes AUTH_SECRET over the file, and requires it with DATABASE_URL', () => {
    const key = 'k'.repeat(40);
    expect(resolveIn(dataDir(), key)).toBe(key);
    expect(() =>
      resolveAuthSecret({
        authSecret: undefined,
        databaseUrl: 'postgres://db/inkling',
        dataDir: dataDir(),
        logger,
      }),
    ).toThrow(/AUTH_SECRET is required with DATABASE_URL/);
  });
});

describe('createAuth', () => {
  it('refuses to run with an empty or short key', async () => {
    const database = await getTestDatabase();
    const mailer = { send: () => Promise.resolve() };
    const config = { publicUrl: 'http://localhost:3000', attemptsPerMinute: 10 };
    expect(() => createAuth(database, { ...config, secret: '' }, mailer)).toThrow(
      MissingSecretError,
    );
    expect(() => createAuth(database, { ...config, secret: 'x'.repeat(31) }, mailer)).toThrow(
      MissingSecretError,
    );
  });
});
