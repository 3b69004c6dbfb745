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

  it('runs one server process unless INKLING_WORKERS asks for more, or one per core (auto)', () => {
    expect(loadEnv({}).INKLING_WORKERS).toBe(1);
    expect(loadEnv({ INKLING_WORKERS: '4' }).INKLING_WORKERS).toBe(4);
    expect(loadEnv({ INKLING_WORKERS: 'auto' }).INKLING_WORKERS).toBe('auto');
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
    ['REDIS_URL', 'http://cache:6379', 'REDIS_URL: must be a redis:// or rediss:// URL'],
    ['INKLING_WORKERS', 'many', 'INKLING_WORKERS: must be a whole number of processes, or auto'],
    ['INKLING_WORKERS', '0', 'INKLING_WORKERS: must be at least 1'],
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

describe('loadEnv: AI', () => {
  it('leaves AI off by default: no model, AI_LOCAL_ONLY off, a 120-second time-out', () => {
    const env = loadEnv({});
    expect(env.AI_BASE_URL).toBeUndefined();
    expect(env.AI_CHAT_MODEL).toBeUndefined();
    expect(env.AI_EMBEDDING_MODEL).toBeUndefined();
    expect(env.AI_TRANSCRIPTION_MODEL).toBeUndefined();
    expect(env).toMatchObject({
      AI_LOCAL_ONLY: false,
      AI_TIMEOUT_SECONDS: 120,
      AI_FREE_DAILY_LIMIT: 3,
      AI_FAIR_USE_DAILY_LIMIT: 500,
    });
  });

  it('reads the provider, its key, each model and the limits', () => {
    expect(
      loadEnv({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_API_KEY: 'ollama',
        AI_CHAT_MODEL: 'llama3.2',
        AI_EMBEDDING_MODEL: 'nomic-embed-text',
        AI_TRANSCRIPTION_MODEL: 'whisper-1',
        AI_TIMEOUT_SECONDS: '60',
        AI_FREE_DAILY_LIMIT: '5',
      }),
    ).toMatchObject({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'ollama',
      AI_CHAT_MODEL: 'llama3.2',
      AI_EMBEDDING_MODEL: 'nomic-embed-text',
      AI_TRANSCRIPTION_MODEL: 'whisper-1',
      AI_TIMEOUT_SECONDS: 60,
      AI_FREE_DAILY_LIMIT: 5,
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['', false],
  ])('reads AI_LOCAL_ONLY=%s as %s', (value, expected) => {
    expect(loadEnv({ AI_LOCAL_ONLY: value }).AI_LOCAL_ONLY).toBe(expected);
  });

  it.each([
    [
      'AI_BASE_URL',
      '127.0.0.1:11434',
      'AI_BASE_URL: must be an http:// or https:// URL, such as http://127.0.0.1:11434/v1',
    ],
    ['AI_BASE_URL', 'ftp://models.lan/v1', 'AI_BASE_URL: must be an http:// or https:// URL'],
    ['AI_LOCAL_ONLY', 'yes', 'AI_LOCAL_ONLY: must be true or false'],
    ['AI_TIMEOUT_SECONDS', 'soon', 'AI_TIMEOUT_SECONDS: must be a number of seconds'],
    ['AI_TIMEOUT_SECONDS', '2', 'AI_TIMEOUT_SECONDS: must be at least 5'],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(message);
  });
});

describe('loadEnv: attachments in S3', () => {
  it('keeps uploads on the local disk when S3_BUCKET is unset', () => {
    const env = loadEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });

  it('reads a bucket on another S3-compatible service, path-style by default', () => {
    expect(
      loadEnv({
        S3_BUCKET: 'inkling-uploads',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'inkling',
        S3_SECRET_ACCESS_KEY: 'a-secret',
      }),
    ).toMatchObject({
      S3_BUCKET: 'inkling-uploads',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'inkling',
      S3_SECRET_ACCESS_KEY: 'a-secret',
      S3_FORCE_PATH_STYLE: true,
    });
    const virtualHosted = loadEnv({
      S3_BUCKET: 'inkling-uploads',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtualHosted.S3_FORCE_PATH_STYLE).toBe(false);
    // AWS itself: no endpoint, keys from the SDK's own chain (a role).
    expect(loadEnv({ S3_BUCKET: 'inkling-uploads' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it.each([
    [{ S3_BUCKET: 'Inkling_Uploads' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http:// or https://'],
    [{ S3_BUCKET: 'inkling', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be true or'],
    [
      { S3_BUCKET: 'inkling', S3_ACCESS_KEY_ID: 'inkling' },
      'S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set',
    ],
    [
      { S3_BUCKET: 'inkling', S3_SECRET_ACCESS_KEY: 'hunter2-s3' },
      'S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set',
    ],
    [
      { S3_ENDPOINT: 'http://minio.internal:9000' },
      'S3_BUCKET: is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set',
    ],
  ])('refuses %j with a message naming the variable', (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
    expect(() => loadEnv(source)).toThrow(
      expect.objectContaining({
        message: expect.not.stringContaining('hunter2') as string,
      }) as Error,
    );
  });
});
