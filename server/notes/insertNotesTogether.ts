import type { Tag } from '@common/schemas/notes';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note, noteTag, tag } from '../db/schema';
import { linkTagsByName, spellingsByKey } from './tags';

/** What a new note's insert answers besides what its writer already knows. */
export interface InsertedNote {
  createdAt: Date;
  updatedAt: Date;
  /** Its tags, in name order, as a read of the note answers them. */
  tags: Tag[];
}

/** A new note's row as its writer built it (document, projection), and the names of its tags. */
export interface NewNote {
  row: typeof note.$inferInsert & { id: string; userId: string };
  tags: readonly string[];
}

/**
 * Inserts new notes, one or several, in one statement, each linked to its
 * owner's tags of its names (creating the missing ones, as linkTagsByName):
 * a missing tag is created once per owner and name whatever its case, spelt
 * as the first note of the list that names it. One statement, no
 * transaction: on the embedded database each is a round trip through the one
 * PostgreSQL, and a statement's own cost (reading and planning it, its
 * executor and the notes' nine indexes opened and closed, the vocabulary
 * trigger) is half of a lone create's, which several notes share
 * (docs/performance.md, "New notes together").
 *
 * Answers each note's dates and tags, in the order given, and how many of
 * its tags it linked: fewer than its names when another request added one
 * meanwhile (PostgreSQL: the statement cannot see it; see answerOfInsert).
 */
export async function insertNotesTogether(
  db: Db,
  notes: readonly NewNote[],
): Promise<InsertedTogether[]> {
  const tagged = notes.some(({ tags }) => spellingsByKey(tags).size > 0);
  const inserted = tagged ? await insertWithTags(db, notes) : await insertWithoutTags(db, notes);
  return notes.map(({ row }) => {
    const answer = inserted.get(row.id);
    if (!answer) throw new Error('A new note was not inserted');
    return answer;
  });
}

/** A note as insertNotesTogether wrote it. */
export interface InsertedTogether extends InsertedNote {
  /** How many of its tags the statement linked. */
  linked: number;
}

/**
 * A note's answer once written: as its statement said, or, where the
 * statement missed a tag another request added meanwhile (it sees the tags
 * that existed when it began, and the ones it adds), undefined once the
 * links are made again in a transaction (read the note).
 */
export async function answerOfInsert(
  db: Db,
  { row, tags }: NewNote,
  { linked, ...answer }: InsertedTogether,
): Promise<InsertedNote | undefined> {
  if (linked >= spellingsByKey(tags).size) return answer;
  await db.transaction((tx) =>
    linkTagsByName(tx, row.userId, row.id, [...tags], { replace: true }),
  );
  return undefined;
}

async function insertWithoutTags(
  db: Db,
  notes: readonly NewNote[],
): Promise<Map<string, InsertedTogether>> {
  const rows = await db
    .insert(note)
    .values(notes.map(({ row }) => row))
    .returning({ id: note.id, createdAt: note.createdAt, updatedAt: note.updatedAt });
  return new Map(rows.map(({ id, ...dates }) => [id, { ...dates, tags: [], linked: 0 }]));
}

async function insertWithTags(
  db: Db,
  notes: readonly NewNote[],
): Promise<Map<string, InsertedTogether>> {
  const wanted = notes.flatMap(({ row, tags }, order) =>
    [...spellingsByKey(tags)].map(
      ([key, name]) =>
        sql`(${row.id}::text, ${row.userId}::text, ${key}::text, ${name}::text, ${randomUUID()}::text, ${order}::int)`,
    ),
  );
  const newNotes = db
    .insert(note)
    .values(notes.map(({ row }) => row))
    .returning({ id: note.id, createdAt: note.createdAt, updatedAt: note.updatedAt })
    .getSQL();
  // `chosen` holds the tags this statement added and those that were there when it began (it
  // cannot see its own inserts); a name's one tag, either way. One json value a note: both
  // drivers parse it alike (their raw timestamps differ).
  const result: unknown = await db.execute(sql`
    with new_notes as (${newNotes}),
    wanted (note_id, user_id, key, name, new_id, ord) as (values ${sql.join(wanted, sql`, `)}),
    added as (
      insert into ${tag} (id, user_id, name)
      select distinct on (user_id, key) new_id, user_id, name from wanted order by user_id, key, ord
      on conflict do nothing
      returning id, user_id, name, color
    ),
    chosen as (
      select id, user_id, name, color from added
      union
      select ${tag.id}, ${tag.userId}, ${tag.name}, ${tag.color} from ${tag}
        where (${tag.userId}, lower(${tag.name})) in (select user_id, key from wanted)
    ),
    tagged as (
      select wanted.note_id, chosen.id, chosen.name, chosen.color
      from wanted join chosen on chosen.user_id = wanted.user_id and lower(chosen.name) = wanted.key
    ),
    linked as (
      insert into ${noteTag} (note_id, tag_id)
      select note_id, id from tagged
      returning note_id
    )
    select new_notes.id, json_build_object(
      'linked', (select count(*) from linked where linked.note_id = new_notes.id),
      'createdAt', new_notes.created_at,
      'updatedAt', new_notes.updated_at,
      'tags', coalesce((
        select json_agg(json_build_object('id', id, 'name', name, 'color', color)
                        order by lower(name))
        from tagged where tagged.note_id = new_notes.id), '[]'::json)
    ) as inserted
    from new_notes`);
  // Both drivers answer raw SQL with { rows }.
  const { rows } = result as { rows: { id: string; inserted: RawInsertedRow }[] };
  return new Map(
    rows.map(({ id, inserted }) => [
      id,
      {
        linked: inserted.linked,
        createdAt: new Date(inserted.createdAt),
        updatedAt: new Date(inserted.updatedAt),
        tags: inserted.tags,
      },
    ]),
  );
}

interface RawInsertedRow {
  linked: number;
  createdAt: string;
  updatedAt: string;
  tags: Tag[];
}
