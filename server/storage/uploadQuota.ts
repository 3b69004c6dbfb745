import { createReadStream } from 'node:fs';
import { formatBytes } from '@common/schemas/attachments';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attachment } from '../db/schema';
import { payloadTooLarge } from '../errors';
import type { FileStorage } from './fileStorage';

/** How much one user may upload: in total, and how many images a minute. */
export interface UploadLimits {
  quotaBytes: number;
  perMinute: number;
}

export const defaultUploadLimits: UploadLimits = { quotaBytes: 1024 * 1024 * 1024, perMinute: 30 };

/** Any constant shared by every instance: the class of the per-user quota locks. */
const QUOTA_LOCK_CLASS = 7302;

/** Bytes of every upload (images, recordings, imported files) the user has stored. */
export async function storageUsedBy(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | number>`coalesce(sum(${attachment.size}), 0)` })
    .from(attachment)
    .where(eq(attachment.userId, userId));
  return Number(row?.used ?? 0);
}

export interface NewUpload {
  id: string;
  userId: string;
  mime: string;
  bytes: Uint8Array;
  /** The original file name of an imported file. */
  name?: string | null;
}

/**
 * Stores an upload if it fits the user's quota, else throws a 413 that says
 * how much is used. The sum and the insert run in one transaction under a
 * per-user advisory lock, so parallel uploads (or several servers) are
 * counted one after another and can never overshoot the quota together.
 */
export async function storeWithinQuota(
  db: Db,
  storage: FileStorage,
  upload: NewUpload,
  quotaBytes: number,
): Promise<void> {
  const storageKey = `${upload.userId}/${upload.id}`;
  await insertWithinQuota(db, { ...upload, size: upload.bytes.length }, quotaBytes, () =>
    // Written last, inside the transaction: a failed write rolls the row back with it.
    storage.put(storageKey, upload.bytes),
  );
}

/** An upload waiting in a temporary file (a recording of up to 100 MB). */
export interface NewFileUpload extends Omit<NewUpload, 'bytes'> {
  path: string;
  size: number;
}

/**
 * Stores an upload from a file, streamed (never read into memory), if it
 * fits the quota. The copy is made before the transaction (a large file
 * would hold the lock, and PGlite's one connection, while it is written) and
 * removed again when the quota, checked once more under the lock, refuses it.
 */
export async function storeFileWithinQuota(
  db: Db,
  storage: FileStorage,
  upload: NewFileUpload,
  quotaBytes: number,
): Promise<void> {
  const used = await storageUsedBy(db, upload.userId);
  if (used + upload.size > quotaBytes) throw overQuota(used, quotaBytes);
  const storageKey = `${upload.userId}/${upload.id}`;
  await storage.putStream(storageKey, createReadStream(upload.path));
  try {
    await insertWithinQuota(db, upload, quotaBytes);
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

async function insertWithinQuota(
  db: Db,
  upload: Omit<NewUpload, 'bytes'> & { size: number },
  quotaBytes: number,
  alsoWrite?: () => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, hashtext(${upload.userId}))`,
    );
    const used = await storageUsedBy(tx, upload.userId);
    if (used + upload.size > quotaBytes) throw overQuota(used, quotaBytes);
    await tx.insert(attachment).values({
      id: upload.id,
      userId: upload.userId,
      mime: upload.mime,
      size: upload.size,
      name: upload.name ?? null,
      storageKey: `${upload.userId}/${upload.id}`,
    });
    await alsoWrite?.();
  });
}

function overQuota(used: number, quotaBytes: number) {
  return payloadTooLarge(
    `Your storage is full: your uploads use ${formatBytes(used)} of your ${formatBytes(quotaBytes)}, ` +
      'and this one does not fit. Remove images and recordings you no longer need from your ' +
      'notes and empty the trash; their space is freed within a day.',
  );
}
