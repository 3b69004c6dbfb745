/**
 * `npm run storage:to-s3`: copies DATA_DIR/uploads into the bucket the S3_*
 * variables name, under the same keys, before the server is started with
 * S3_BUCKET set. Safe to run again (files already there are skipped); the
 * local files stay until you remove them. docs/OPERATIONS.md has the steps.
 */
import path from 'node:path';
import { EnvError, loadEnv } from '../server/env';
import { s3ConfigOf } from '../server/storage/openStorage';
import { s3Storage, S3StorageError } from '../server/storage/s3Storage';
import { copyUploadsToS3 } from '../server/storage/uploadsToS3';

async function main() {
  const env = loadEnv();
  if (!env.S3_BUCKET) {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as the server will have them), then run again.',
    );
    process.exit(1);
  }
  const uploadsDir = path.join(env.DATA_DIR, 'uploads');
  const storage = s3Storage(s3ConfigOf(env, env.S3_BUCKET));
  try {
    await storage.checkBucket();
    console.log(`Copying ${uploadsDir} into bucket "${env.S3_BUCKET}"…`);
    const report = await copyUploadsToS3(uploadsDir, storage, (done, total) => {
      if (done % 500 === 0 || done === total) console.log(`  ${done} of ${total} files`);
    });
    console.log(
      `Copied ${files(report.copied)} (${(report.bytes / 1024 / 1024).toFixed(1)} MiB); ` +
        `${files(report.alreadyThere)} already in the bucket.`,
    );
    if (report.ignored.length > 0)
      console.log(
        `Left out ${report.ignored.length} files that are no upload: ${report.ignored.join(', ')}`,
      );
    console.log(`Now start the server with S3_BUCKET set; remove ${uploadsDir} once it runs.`);
  } finally {
    storage.close();
  }
}

const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof S3StorageError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    console.error(
      `Nothing to copy: ${(error as NodeJS.ErrnoException).path ?? 'the uploads folder'} does not exist.`,
    );
  else console.error(error);
  process.exit(1);
});
