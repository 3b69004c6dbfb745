import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey } from './fileStorage';
import type { S3Storage } from './s3Storage';

/** What moving DATA_DIR/uploads into the bucket did. */
export interface UploadsCopyReport {
  /** Files written to the bucket now. */
  copied: number;
  /** Files already in the bucket with the same length (an earlier run): left as they are. */
  alreadyThere: number;
  /** Bytes written now. */
  bytes: number;
  /** Files under the folder that are no upload (no valid key): listed, never copied. */
  ignored: string[];
}

/** Files copied at once: enough to keep the connection busy, few enough to stay polite. */
const CONCURRENCY = 4;

/**
 * Copies every upload under `uploadsDir` (DATA_DIR/uploads) into the bucket
 * under the same key (`userId/attachmentId`), streamed file by file. Safe to
 * run again: a file already in the bucket with the same length is skipped.
 * The local files are left in place; the operator removes them once the
 * server runs on the bucket.
 */
export async function copyUploadsToS3(
  uploadsDir: string,
  storage: S3Storage,
  onFile?: (done: number, total: number) => void,
): Promise<UploadsCopyReport> {
  const report: UploadsCopyReport = { copied: 0, alreadyThere: 0, bytes: 0, ignored: [] };
  const files: { key: string; file: string }[] = [];
  for (const entry of await readdir(uploadsDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(uploadsDir, file).split(path.sep).join('/');
    if (isSafeKey(key)) files.push({ key, file });
    else report.ignored.push(key);
  }

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < files.length) {
      const { key, file } = files[next++]!;
      const { size } = await stat(file);
      if ((await storage.sizeOf(key)) === size) {
        report.alreadyThere++;
      } else {
        await storage.putStream(key, createReadStream(file));
        report.copied++;
        report.bytes += size;
      }
      onFile?.(++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}

function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}
