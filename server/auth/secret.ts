import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';

/** Shorter keys can be guessed; env.ts asks the same of AUTH_SECRET. */
export const MIN_AUTH_SECRET_LENGTH = 32;

export class MissingSecretError extends Error {
  override name = 'MissingSecretError';
}

/**
 * The key that signs session cookies. From AUTH_SECRET when set. A single
 * embedded-database server may make its own, once, kept beside its data (so
 * `npm start` needs no set-up); servers sharing PostgreSQL must share a secret,
 * so there it is required.
 *
 * A key file that exists but is empty, short or unreadable stops the server:
 * Better Auth would otherwise sign with its public default key, and anyone
 * could forge a session. A new key is made only when there is no file at all.
 */
export function resolveAuthSecret(options: {
  authSecret: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  logger: Logger;
}): string {
  if (options.authSecret) return checkedSecret(options.authSecret, 'AUTH_SECRET');
  if (options.databaseUrl) {
    throw new MissingSecretError(
      'AUTH_SECRET is required with DATABASE_URL: every server of the deployment must sign ' +
        'sessions with the same key. Generate one with: openssl rand -base64 32',
    );
  }
  const file = path.join(options.dataDir, 'auth-secret');
  if (existsSync(file)) {
    return checkedSecret(
      readSecretFile(file),
      file,
      ', or delete the file to have a new one generated (everyone will have to sign in again)',
    );
  }
  const secret = randomBytes(32).toString('base64');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  options.logger.warn({ file }, 'AUTH_SECRET is not set: generated one for this data folder');
  return secret;
}

function readSecretFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MissingSecretError(`Cannot read the session key in ${file}: ${reason}`);
  }
}

/** Refuses a key too short to keep sessions from being forged, naming where it came from. */
export function checkedSecret(secret: string, source: string, remedy = ''): string {
  if (secret.length >= MIN_AUTH_SECRET_LENGTH) return secret;
  const what = secret.length === 0 ? 'is empty' : `has only ${secret.length} characters`;
  throw new MissingSecretError(
    `The session key in ${source} ${what} (at least ${MIN_AUTH_SECRET_LENGTH} are needed): ` +
      `put one made with "openssl rand -base64 32" there${remedy}.`,
  );
}
