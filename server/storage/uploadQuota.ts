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

/** Bytes of every image the user has stored. */
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
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, hashtext(${upload.userId}))`,
    );
    const used = await storageUsedBy(tx, upload.userId);
    if (used + upload.bytes.length > quotaBytes) throw overQuota(used, quotaBytes);
    await tx.insert(attachment).values({
      id: upload.id,
      userId: upload.userId,
      mime: upload.mime,
      size: upload.bytes.length,
      name: upload.name ?? null,
      storageKey,
    });
    // Written last, inside the transaction: a failed write rolls the row back with it.
    await storage.put(storageKey, upload.bytes);
  });
}

function overQuota(used: number, quotaBytes: number) {
  return payloadTooLarge(
    `Your storage is full: your images use ${formatBytes(used)} of your ${formatBytes(quotaBytes)}, ` +
      'and this one does not fit. Remove images you no longer need from your notes and empty ' +
      'the trash; their space is freed within a day.',
  );
}
