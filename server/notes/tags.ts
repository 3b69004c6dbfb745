import { randomUUID } from 'node:crypto';
import type { Tag } from '@common/schemas/notes';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note, noteTag, tag } from '../db/schema';

/**
 * Makes the user's tags with these names the note's tags, exactly, creating
 * the missing ones. Names match whatever their case ("Work" and "work" are
 * one tag); a new tag keeps the case it was first typed in. Two statements,
 * plus one to drop the old links when `replace` (an existing note).
 */
export async function linkTagsByName(
  db: Db,
  userId: string,
  noteId: string,
  names: string[],
  options: { replace: boolean },
) {
  if (options.replace) await db.delete(noteTag).where(eq(noteTag.noteId, noteId));
  const firstSpelling = spellingsByKey(names);
  if (firstSpelling.size === 0) return;
  await db
    .insert(tag)
    .values([...firstSpelling.values()].map((name) => ({ id: randomUUID(), userId, name })))
    .onConflictDoNothing();
  await db.insert(noteTag).select(
    db
      .select({ noteId: sql<string>`${noteId}`.as('note_id'), tagId: tag.id })
      .from(tag)
      .where(
        and(eq(tag.userId, userId), inArray(sql`lower(${tag.name})`, [...firstSpelling.keys()])),
      ),
  );
}

/** Each tag name once, by its lower-case key, in the case it was first typed in. */
export function spellingsByKey(names: readonly string[]): Map<string, string> {
  const firstSpelling = new Map<string, string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (key && !firstSpelling.has(key)) firstSpelling.set(key, name.trim());
  }
  return firstSpelling;
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

/**
 * Notes carrying a tag of this name, whatever its case: the one tag filter
 * of the notes list and of search.
 */
export function tagFilter(name: string): SQL {
  return sql`exists (select 1 from ${noteTag} join ${tag} on ${tag.id} = ${noteTag.tagId}
    where ${noteTag.noteId} = ${note.id} and lower(${tag.name}) = ${name.toLowerCase()})`;
}
