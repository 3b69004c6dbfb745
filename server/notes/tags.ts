import { randomUUID } from 'node:crypto';
import type { Tag } from '@common/schemas/notes';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** What a new note's insert answers besides what its writer already knows. */
export interface InsertedNote {
  createdAt: Date;
  updatedAt: Date;
  /** Its tags, in name order, as a read of the note answers them. */
  tags: Tag[];
}

/**
 * Inserts a new note and links it to the user's tags with these names
 * (creating the missing ones, as linkTagsByName) in one statement, which also
 * answers the note's dates and tags: on the embedded database every statement
 * is a round trip through the one PostgreSQL, and a transaction around three
 * costs five. `insertNote` returns `created_at` and `updated_at`.
 *
 * The statement sees the tags that existed when it began, and the ones it
 * adds. On PostgreSQL, a tag of the same name that another request adds in
 * between is in neither; then the links are made again in a transaction, and
 * the answer is undefined (read the note).
 */
export async function insertNoteWithTags(
  db: Db,
  userId: string,
  noteId: string,
  insertNote: SQLWrapper,
  names: readonly string[],
): Promise<InsertedNote | undefined> {
  const firstSpelling = spellingsByKey(names);
  const keys = [...firstSpelling.keys()];
  const newTags = [...firstSpelling.values()].map((name) => ({ id: randomUUID(), userId, name }));
  // Names that are all blank: no tag to add or to find.
  const noTags = sql`select null::text as id, null::text as name, null::text as color where false`;
  const added =
    keys.length === 0
      ? noTags
      : db
          .insert(tag)
          .values(newTags)
          .onConflictDoNothing()
          .returning({ id: tag.id, name: tag.name, color: tag.color })
          .getSQL();
  const chosen =
    keys.length === 0
      ? noTags
      : sql`
        select id, name, color from added
        union
        select ${tag.id}, ${tag.name}, ${tag.color} from ${tag}
          where ${and(eq(tag.userId, userId), inArray(sql`lower(${tag.name})`, keys))}`;
  // One json value: both drivers parse it alike (their raw timestamps differ).
  const result: unknown = await db.execute(sql`
    with new_note as (${insertNote.getSQL()}),
    added as (${added}),
    chosen as (${chosen}),
    linked as (
      insert into ${noteTag} (note_id, tag_id)
      select ${noteId}, id from chosen
      returning tag_id
    )
    select json_build_object(
      'linked', (select count(*) from linked),
      'createdAt', new_note.created_at,
      'updatedAt', new_note.updated_at,
      'tags', coalesce((
        select json_agg(json_build_object('id', id, 'name', name, 'color', color)
                        order by lower(name))
        from chosen), '[]'::json)
    ) as inserted
    from new_note`);
  // Both drivers answer raw SQL with { rows }.
  const [row] = (result as { rows: { inserted: RawInsertedNote }[] }).rows;
  const inserted = row?.inserted;
  if (!inserted) throw new Error('The new note was not inserted');
  if (inserted.linked < keys.length) {
    await db.transaction((tx) => linkTagsByName(tx, userId, noteId, [...names], { replace: true }));
    return undefined;
  }
  return {
    createdAt: new Date(inserted.createdAt),
    updatedAt: new Date(inserted.updatedAt),
    tags: inserted.tags,
  };
}

interface RawInsertedNote {
  linked: number;
  createdAt: string;
  updatedAt: string;
  tags: Tag[];
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
