import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findShare, type ShareRow } from '../share/shareLinks';

/**
 * May this user manage this share link (list it, revoke it)? Only their own,
 * and only while it is not revoked. Another user's link answers 404 exactly
 * like a missing one, so ids reveal nothing.
 */
export function authorizeShare(userId: string, row: ShareRow | undefined): ShareRow {
  if (!row || row.userId !== userId || row.revokedAt !== null)
    throw notFound('Share link not found.');
  return row;
}

/** The one way to reach a share link to change it: read by id, then authorised. */
export async function findOwnedShare(db: Db, userId: string, id: string): Promise<ShareRow> {
  return authorizeShare(userId, await findShare(db, id));
}
