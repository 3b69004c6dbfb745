import type { TagWithCount } from '@common/schemas/notes';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note, noteTag, tag } from '../db/schema';

export type TagRow = typeof tag.$inferSelect;

/** Tags with how many notes outside the trash carry each, in name order. */
function tagsWithCounts(db: Db, where: SQL) {
  return db
    .select({
      id: tag.id,
      userId: tag.userId,
      name: tag.name,
      color: tag.color,
      noteCount: sql<number>`count(${note.id})::int`,
    })
    .from(tag)
    .leftJoin(noteTag, eq(noteTag.tagId, tag.id))
    .leftJoin(note, and(eq(note.id, noteTag.noteId), isNull(note.deletedAt)))
    .where(where)
    .groupBy(tag.id)
    .orderBy(sql`lower(${tag.name})`);
}

/** Every tag of the user, with its note count (notes outside the trash), in name order. */
export function listTags(db: Db, userId: string): Promise<TagWithCount[]> {
  return tagsWithCounts(db, eq(tag.userId, userId));
}

/** A tag by id with its note count, whoever owns it: the tag policy (authorizeTag) decides. */
export async function findTagWithCount(
  db: Db,
  id: string,
): Promise<(TagWithCount & Pick<TagRow, 'userId'>) | undefined> {
  const [row] = await tagsWithCounts(db, eq(tag.id, id));
  return row;
}

/** A tag by id, whoever owns it: the tag policy (authorizeTag) decides. */
export async function findTag(db: Db, id: string): Promise<TagRow | undefined> {
  const [row] = await db.select().from(tag).where(eq(tag.id, id));
  return row;
}

/** The notes that carry a tag: their open editors hear when it changes. */
export async function notesTagged(db: Db, tagId: string): Promise<string[]> {
  const rows = await db
    .select({ noteId: noteTag.noteId })
    .from(noteTag)
    .where(eq(noteTag.tagId, tagId));
  return rows.map((row) => row.noteId);
}
