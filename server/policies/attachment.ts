import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findAttachment, type AttachmentRow } from '../storage/attachments';

/**
 * One of the user's uploads: only its owner may fetch it. Another user's
 * answers 404, exactly like a missing one, so ids reveal nothing.
 */
export async function findOwnedAttachment(
  db: Db,
  userId: string,
  id: string,
): Promise<AttachmentRow> {
  const row = await findAttachment(db, id);
  if (!row || row.userId !== userId) throw notFound('Image not found.');
  return row;
}
