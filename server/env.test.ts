import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('has defaults that run Inkling on the embedded database at port 3000', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: path.resolve('data'),
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads the variables it is given', () => {
    const env = loadEnv({
      PORT: '8080',
      DATA_DIR: '/var/lib/inkling',
      DATABASE_URL: 'postgres://inkling:secret@db:5432/inkling',
      PUBLIC_URL: 'https://notes.example.com/',
      LOG_LEVEL: 'debug',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/var/lib/inkling',
      DATABASE_URL: 'postgres://inkling:secret@db:5432/inkling',
      PUBLIC_URL: 'https://notes.example.com',
      LOG_LEVEL: 'debug',
    });
  });

  it('says whether PUBLIC_URL was set, and reads ALLOWED_ORIGINS as a list of origins', () => {
    expect(loadEnv({})).toMatchObject({ PUBLIC_URL_IS_SET: false, ALLOWED_ORIGINS: [] });
    expect(
      loadEnv({
        PUBLIC_URL: 'http://localhost:3000',
        ALLOWED_ORIGINS: 'https://a.example.com, http://b.example.com:8080/',
      }),
    ).toMatchObject({
      PUBLIC_URL_IS_SET: true,
      ALLOWED_ORIGINS: ['https://a.example.com', 'http://b.example.com:8080'],
    });
    expect(() => loadEnv({ ALLOWED_ORIGINS: 'https://a.example.com/app' })).toThrow(
      'ALLOWED_ORIGINS: "https://a.example.com/app" is not an origin',
    );
  });

  it('treats blank values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: ' ' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a port number'],
    ['PORT', '70000', 'PORT: must be between 0 and 65535'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    ['DATABASE_URL', 'mysql://x@y/z', 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    ['PUBLIC_URL', 'notes.example.com', 'PUBLIC_URL: must be an http:// or https:// URL'],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(message);
  });

  it('never repeats a value in its message, so a password in DATABASE_URL stays out of logs', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).toThrow(
      expect.objectContaining({
        message: expect.not.stringContaining('hunter2') as string,
      }) as Error,
    );
  });
});
