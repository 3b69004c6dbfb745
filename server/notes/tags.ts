import { randomUUID } from 'node:crypto';
import type { Tag } from '@common/schemas/notes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noteTag, tag } from '../db/schema';

/**
 * The user's tags with these names, created when missing. Names match
 * whatever their case ("Work" and "work" are one tag); a new tag keeps the
 * case it was first typed in.
 */
export async function ensureTags(db: Db, userId: string, names: string[]): Promise<Tag[]> {
  const firstSpelling = new Map<string, string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (!firstSpelling.has(key)) firstSpelling.set(key, name.trim());
  }
  const unique = [...firstSpelling.values()];
  if (unique.length === 0) return [];
  await db
    .insert(tag)
    .values(unique.map((name) => ({ id: randomUUID(), userId, name })))
    .onConflictDoNothing();
  return db
    .select({ id: tag.id, name: tag.name, color: tag.color })
    .from(tag)
    .where(
      and(
        eq(tag.userId, userId),
        inArray(
          sql`lower(${tag.name})`,
          unique.map((name) => name.toLowerCase()),
        ),
      ),
    );
}

/** Makes these the note's tags, exactly. */
export async function setNoteTags(db: Db, noteId: string, tagIds: string[]) {
  await db.delete(noteTag).where(eq(noteTag.noteId, noteId));
  if (tagIds.length > 0)
    await db.insert(noteTag).values(tagIds.map((tagId) => ({ noteId, tagId })));
}

/** The tags of each note, by note id, sorted by name. */
export async function tagsOfNotes(db: Db, noteIds: string[]): Promise<Map<string, Tag[]>> {
  const byNote = new Map<string, Tag[]>(noteIds.map((id) => [id, []]));
  if (noteIds.length === 0) return byNote;
  const rows = await db
    .select({ noteId: noteTag.noteId, id: tag.id, name: tag.name, color: tag.color })
    .from(noteTag)
    .innerJoin(tag, eq(tag.id, noteTag.tagId))
    .where(inArray(noteTag.noteId, noteIds))
    .orderBy(sql`lower(${tag.name})`);
  for (const { noteId, ...row } of rows) byNote.get(noteId)?.push(row);
  return byNote;
}
