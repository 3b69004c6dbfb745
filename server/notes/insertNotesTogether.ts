import type { Tag } from '@common/schemas/notes';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { preparedOf } from '../db/preparedOf';
import { queryOf } from '../db/reusedPlans';
import { note, noteTag, tag } from '../db/schema';
import { arrayText, byteaText } from '../db/sqlLiteral';
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
  row: Required<
    Pick<
      typeof note.$inferInsert,
      'ydoc' | 'title' | 'markdown' | 'plainText' | 'excerpt' | 'wordCount'
    >
  > &
    Partial<Pick<typeof note.$inferInsert, 'pinned' | 'createdAt' | 'updatedAt'>> & {
      id: string;
      userId: string;
    };
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
 * The statement's text is the same for any number of notes and tags (their
 * values go as arrays), so it is prepared once: reading and planning it took
 * ~1.5 ms of the embedded database's 4 for a note with tags ("A new note's
 * statement planned once").
 *
 * Answers each note's dates and tags, in the order given, and how many of
 * its tags it linked: fewer than its names when another request added one
 * meanwhile (PostgreSQL: the statement cannot see it; see answerOfInsert).
 */
export async function insertNotesTogether(
  db: Db,
  notes: readonly NewNote[],
): Promise<InsertedTogether[]> {
  const statement = newNotesStatement(notes);
  const prepare = preparedOf(db);
  const rows = prepare ? await runPrepared(prepare, statement) : await runAsItIs(db, statement);
  const inserted = new Map(
    rows.map(({ id, inserted: answer }) => [
      id,
      {
        linked: answer.linked,
        createdAt: new Date(answer.createdAt),
        updatedAt: new Date(answer.updatedAt),
        tags: answer.tags,
      },
    ]),
  );
  return notes.map(({ row }) => {
    const answer = inserted.get(row.id);
    if (!answer) throw new Error('A new note was not inserted');
    return answer;
  });
}

async function runPrepared(prepare: Database['prepare'], statement: SQL): Promise<InsertedRow[]> {
  const { sql: text, params } = queryOf(statement);
  const run = prepare<InsertedRow>({ name: 'inkling_new_notes', text, params: params.length });
  // Every value is an array's text (newNotesStatement).
  return run(params as string[]);
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

async function runAsItIs(db: Db, statement: SQL): Promise<InsertedRow[]> {
  const result: unknown = await db.execute(statement);
  // Both drivers answer raw SQL with { rows }.
  return (result as { rows: InsertedRow[] }).rows;
}

const texts = (values: readonly (string | null | undefined)[]) =>
  arrayText(values.map((value) => value ?? null));

/**
 * The statement for these notes: its text depends on nothing but the schema,
 * every value is the text of an array (cast in SQL), one element a note or a
 * note's tag. Columns a writer leaves out get the table's defaults.
 */
function newNotesStatement(notes: readonly NewNote[]): SQL {
  const rows = notes.map(({ row }) => row);
  const wanted = notes.flatMap(({ row, tags }, order) =>
    [...spellingsByKey(tags)].map(([key, name]) => ({ row, key, name, order })),
  );
  // `chosen` holds the tags this statement added and those that were there when it began (it
  // cannot see its own inserts); a name's one tag, either way. One json value a note: both
  // drivers parse it alike (their raw timestamps differ).
  return sql`
    with new_notes as (
      insert into ${note} (id, user_id, ydoc, title, markdown, plain_text, excerpt, word_count,
                           pinned, created_at, updated_at)
      select id, user_id, ydoc, title, markdown, plain_text, excerpt, word_count,
             coalesce(pinned, false), coalesce(created_at, now()), coalesce(updated_at, now())
      from unnest(
        ${texts(rows.map((row) => row.id))}::text[],
        ${texts(rows.map((row) => row.userId))}::text[],
        ${texts(rows.map((row) => byteaText(row.ydoc)))}::bytea[],
        ${texts(rows.map((row) => row.title))}::text[],
        ${texts(rows.map((row) => row.markdown))}::text[],
        ${texts(rows.map((row) => row.plainText))}::text[],
        ${texts(rows.map((row) => row.excerpt))}::text[],
        ${texts(rows.map((row) => String(row.wordCount)))}::int[],
        ${texts(rows.map((row) => (row.pinned === undefined ? null : String(row.pinned))))}::boolean[],
        ${texts(rows.map((row) => row.createdAt?.toISOString()))}::timestamptz[],
        ${texts(rows.map((row) => row.updatedAt?.toISOString()))}::timestamptz[]
      ) as given (id, user_id, ydoc, title, markdown, plain_text, excerpt, word_count,
                  pinned, created_at, updated_at)
      returning id, created_at, updated_at
    ),
    wanted (note_id, user_id, key, name, new_id, ord) as (
      select * from unnest(
        ${texts(wanted.map(({ row }) => row.id))}::text[],
        ${texts(wanted.map(({ row }) => row.userId))}::text[],
        ${texts(wanted.map(({ key }) => key))}::text[],
        ${texts(wanted.map(({ name }) => name))}::text[],
        ${texts(wanted.map(() => randomUUID()))}::text[],
        ${texts(wanted.map(({ order }) => String(order)))}::int[]
      )
    ),
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
    from new_notes`;
}

interface InsertedRow {
  id: string;
  inserted: {
    linked: number;
    createdAt: string;
    updatedAt: string;
    tags: Tag[];
  };
}
