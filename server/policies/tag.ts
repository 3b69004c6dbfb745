import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findTag, type TagRow } from '../notes/tagQueries';

/**
 * May this user have this tag, read by id? Only their own: a missing tag and
 * another user's answer the same 404, so ids reveal nothing.
 */
export function authorizeTag<Row extends Pick<TagRow, 'userId'>>(
  userId: string,
  row: Row | undefined,
): Row {
  if (!row || row.userId !== userId) throw notFound('Tag not found.');
  return row;
}

/** The one way to reach a tag to change it: read by id, then authorised (see authorizeTag). */
export async function findOwnedTag(db: Db, userId: string, id: string): Promise<TagRow> {
  return authorizeTag(userId, await findTag(db, id));
}
