import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note, share, shareView } from '../db/schema';

export type ShareRow = typeof share.$inferSelect;

/** 24 random bytes (192 bits) in base64url: 32 characters nobody can guess. */
export const newShareId = (): string => randomBytes(24).toString('base64url');

/** Makes a link to the note; the password arrives already hashed. */
export async function createShare(
  db: Db,
  input: { noteId: string; userId: string; expiresAt: Date | null; passwordHash: string | null },
): Promise<ShareRow> {
  const [row] = await db
    .insert(share)
    .values({ id: newShareId(), ...input })
    .returning();
  if (!row) throw new Error('the share link was not stored');
  return row;
}

/** The note's links that still work or have expired (not revoked), newest first. */
export const listShares = (db: Db, noteId: string): Promise<ShareRow[]> =>
  db
    .select()
    .from(share)
    .where(and(eq(share.noteId, noteId), isNull(share.revokedAt)))
    .orderBy(desc(share.createdAt), desc(share.id));

/** A link by id, whoever owns it: the share policy or the public page decides what it shows. */
export async function findShare(db: Db, id: string): Promise<ShareRow | undefined> {
  const [row] = await db.select().from(share).where(eq(share.id, id));
  return row;
}

/** Stops a link working; its row stays so that its page can say it is no longer shared. */
export async function revokeShare(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .update(share)
    .set({ revokedAt: now })
    .where(and(eq(share.id, id), isNull(share.revokedAt)));
}

/** A link with what its page needs of the note (the document, whether it is in the trash). */
export async function findShareWithNote(db: Db, id: string) {
  const [row] = await db
    .select({
      share,
      note: {
        id: note.id,
        ydoc: note.ydoc,
        deletedAt: note.deletedAt,
        updatedAt: note.updatedAt,
      },
    })
    .from(share)
    .innerJoin(note, eq(note.id, share.noteId))
    .where(eq(share.id, id));
  return row;
}

/**
 * Counts a view once per visitor and hour: the row (link, visitor, hour) is
 * inserted at most once, and only a new row adds to `views`. Rows of earlier
 * hours of this link are deleted on the way, so the table stays small.
 */
export async function countView(
  db: Db,
  shareId: string,
  visitorHash: string,
  now = new Date(),
): Promise<boolean> {
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const inserted = await db
    .insert(shareView)
    .values({ shareId, visitorHash, hour })
    .onConflictDoNothing()
    .returning({ shareId: shareView.shareId });
  if (inserted.length === 0) return false;
  await db
    .update(share)
    .set({ views: sql`${share.views} + 1` })
    .where(eq(share.id, shareId));
  await db.delete(shareView).where(and(eq(shareView.shareId, shareId), lt(shareView.hour, hour)));
  return true;
}
