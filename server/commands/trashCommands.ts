import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import type { NoteRow } from '../notes/noteQueries';

type NoteRef = Pick<NoteRow, 'id'>;

/** Moves a note to the trash (purged 30 days later by the trash purger); its tags stay. */
export async function moveToTrash(db: Db, target: NoteRef): Promise<void> {
  await db.update(note).set({ deletedAt: new Date() }).where(eq(note.id, target.id));
}

/** Brings a note back from the trash, with its tags. */
export async function restoreFromTrash(db: Db, target: NoteRef): Promise<void> {
  await db.update(note).set({ deletedAt: null }).where(eq(note.id, target.id));
}

/** Deletes a trashed note for good (its tag links go with it). */
export async function deleteForever(db: Db, target: NoteRef): Promise<void> {
  await db.delete(note).where(eq(note.id, target.id));
}

/** Deletes every note in the user's trash for good; answers how many. */
export async function emptyTrash(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(note)
    .where(and(eq(note.userId, userId), isNotNull(note.deletedAt)))
    .returning({ id: note.id });
  return deleted.length;
}
