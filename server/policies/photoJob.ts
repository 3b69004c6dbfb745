import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findPhotoJob, type PhotoJobRow } from '../ocr/photoJobs';

/**
 * One of the user's photo jobs: only its owner may follow it. Another
 * user's answers 404, exactly like a missing one.
 */
export async function findOwnedPhotoJob(db: Db, userId: string, id: string): Promise<PhotoJobRow> {
  const row = await findPhotoJob(db, id);
  if (!row || row.userId !== userId) throw notFound('Photo job not found.');
  return row;
}
