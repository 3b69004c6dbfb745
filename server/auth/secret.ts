import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';

export class MissingSecretError extends Error {
  override name = 'MissingSecretError';
}

/**
 * The key that signs session cookies. From AUTH_SECRET when set. A single
 * embedded-database server may make its own, once, kept beside its data (so
 * `npm start` needs no set-up); servers sharing PostgreSQL must share a secret,
 * so there it is required.
 */
export function resolveAuthSecret(options: {
  authSecret: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  logger: Logger;
}): string {
  if (options.authSecret) return options.authSecret;
  if (options.databaseUrl) {
    throw new MissingSecretError(
      'AUTH_SECRET is required with DATABASE_URL: every server of the deployment must sign ' +
        'sessions with the same key. Generate one with: openssl rand -base64 32',
    );
  }
  const file = path.join(options.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  options.logger.warn({ file }, 'AUTH_SECRET is not set: generated one for this data folder');
  return secret;
}
