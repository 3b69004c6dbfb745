import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import { conflict } from '../errors';

/*
 * Ids made on a device (a note created offline): the device names the note
 * before the server knows it, and sends the create again until it hears an
 * answer. The same id from its owner is that note again, never a second one;
 * from anyone else it is refused without a word about whose it is.
 */

/** The answer to an id another user's note already has (or another of this user's, for a journal day). */
export const idTaken = () => conflict('This id is taken');

/** Whose note has this id, trashed or not; undefined when it is free. */
async function ownerOfNoteId(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: note.userId }).from(note).where(eq(note.id, id));
  return row?.userId;
}

/** PostgreSQL's unique_violation, from either driver, however deep Drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates the user's note under the id the device chose, once: `created`
 * false when the user already has a note with this id (live or trashed:
 * nothing is written, the caller answers that note), else true with what
 * `create` answered. Another user's id throws 409 CONFLICT; so does a race
 * lost to another user's create.
 */
export async function createUnderClientId<T>(
  db: Db,
  userId: string,
  id: string,
  create: (id: string) => Promise<T>,
): Promise<{ created: true; result: T } | { created: false }> {
  const owner = await ownerOfNoteId(db, id);
  if (owner === userId) return { created: false };
  if (owner !== undefined) throw idTaken();
  try {
    return { created: true, result: await create(id) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two sends of the same create at once: the other one made it.
    const winner = await ownerOfNoteId(db, id);
    if (winner === userId) return { created: false };
    if (winner !== undefined) throw idTaken();
    throw error;
  }
}
