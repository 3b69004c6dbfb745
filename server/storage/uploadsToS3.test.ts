import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, type S3Storage } from './s3Storage';
import { startS3TestServer, type S3TestServer } from './s3TestServer';
import { copyUploadsToS3 } from './uploadsToS3';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');

let s3: S3TestServer;
let storage: S3Storage;
let dataDir: string;
const files = {
  'user-a/attachment-1': randomBytes(2000),
  'user-a/attachment-2': randomBytes(6 * 1024 * 1024 + 7), // more than one upload part
  'user-b/attachment-3': Buffer.from('a short recording'),
};

beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = s3Storage(s3.config);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'inkling-to-s3-'));
  for (const [key, bytes] of Object.entries(files)) {
    await mkdir(path.join(dataDir, 'uploads', path.dirname(key)), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', key), bytes);
  }
  // Not an upload: a file manager's leftovers are never copied.
  await writeFile(path.join(dataDir, 'uploads', '.DS_Store'), 'x');
}, 30_000);
afterAll(async () => {
  storage.close();
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('copyUploadsToS3', () => {
  it('copies every upload under its key, and a second run copies nothing again', async () => {
    const uploadsDir = path.join(dataDir, 'uploads');
    const first = await copyUploadsToS3(uploadsDir, storage);
    expect(first).toEqual({
      copied: 3,
      alreadyThere: 0,
      bytes: Object.values(files).reduce((sum, bytes) => sum + bytes.length, 0),
      ignored: ['.DS_Store'],
    });
    for (const [key, bytes] of Object.entries(files)) {
      expect(Buffer.from((await storage.get(key))!).equals(bytes)).toBe(true);
    }

    const again = await copyUploadsToS3(uploadsDir, storage);
    expect(again).toMatchObject({ copied: 0, alreadyThere: 3, bytes: 0 });
  }, 60_000);
});

describe('npm run storage:to-s3', () => {
  const env = () => ({
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.config.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.credentials!.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  const script = (extra: Record<string, string>) =>
    run(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/uploadsToS3.ts'], {
      cwd: repo,
      env: { ...env(), ...extra },
    });

  it('copies DATA_DIR/uploads into the bucket the S3_* variables name', async () => {
    await storage.remove('user-b/attachment-3');
    const { stdout } = await script({ S3_BUCKET: s3.config.bucket });
    expect(stdout).toContain('Copied 1 file (0.0 MiB); 2 files already in the bucket.');
    expect(await storage.sizeOf('user-b/attachment-3')).toBe(files['user-b/attachment-3'].length);
  }, 60_000);

  it('stops with one line when the bucket does not exist', async () => {
    const failure = (await script({ S3_BUCKET: 'no-such-bucket' }).catch(
      (error: unknown) => error,
    )) as { code: number; stderr: string };
    expect(failure.code).toBe(1);
    expect(failure.stderr.trim()).toMatch(/^S3 bucket check failed on bucket "no-such-bucket"/);
  }, 60_000);
});
