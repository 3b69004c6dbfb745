import type { ListNotesQuery, Tag } from '@common/schemas/notes';
import { and, asc, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { journalEntry, note, noteTag, tag } from '../db/schema';
import { cursorDate, decodeCursor, encodeCursor } from './cursor';
import { tagFilter, tagsOfNotes } from './tags';

export type NoteRow = Omit<typeof note.$inferSelect, 'searchVector'>;

/** Every column but the search vector, which only the database reads (and which is costly to parse). */
const noteColumns = {
  id: note.id,
  userId: note.userId,
  ydoc: note.ydoc,
  title: note.title,
  markdown: note.markdown,
  plainText: note.plainText,
  excerpt: note.excerpt,
  wordCount: note.wordCount,
  pinned: note.pinned,
  createdAt: note.createdAt,
  updatedAt: note.updatedAt,
  deletedAt: note.deletedAt,
};

/** What a list shows of a note: no document, no body. */
const noteSummaryColumns = {
  id: note.id,
  title: note.title,
  excerpt: note.excerpt,
  pinned: note.pinned,
  wordCount: note.wordCount,
  createdAt: note.createdAt,
  updatedAt: note.updatedAt,
  deletedAt: note.deletedAt,
  // From the left join on journal_entries (withJournal): null for a note that is not an entry.
  journalDate: journalEntry.date,
  journalMood: journalEntry.mood,
};

export type NoteSummaryRow = Pick<
  NoteRow,
  Exclude<keyof typeof noteSummaryColumns, 'journalDate' | 'journalMood'>
> & { journalDate: string | null; journalMood: number | null };

/** A note's journal entry, if it is one: joined in the same query, so lists stay at two queries. */
const journalOfNote = eq(journalEntry.noteId, note.id);

/** A note as the API answers it: its summary, owner, body and tags (no Yjs document). */
export type FullNoteRow = NoteSummaryRow & Pick<NoteRow, 'userId' | 'markdown'> & { tags: Tag[] };

/**
 * A note's tags as one JSON value, in name order: read with the note, in the
 * same query. (The outer id is written out in full: a bare "id" would be the tag's.)
 */
const tagsJson = sql<Tag[]>`coalesce((
  select json_agg(json_build_object('id', ${tag.id}, 'name', ${tag.name}, 'color', ${tag.color})
                  order by lower(${tag.name}))
  from ${noteTag} join ${tag} on ${tag.id} = ${noteTag.tagId}
  where ${noteTag.noteId} = ${note}.${sql.identifier('id')}), '[]'::json)`;

/** A note by id, whoever owns it: the note policy (authorizeNote) decides who may have it. */
export async function findNote(db: Db, id: string): Promise<NoteRow | undefined> {
  const [row] = await db.select(noteColumns).from(note).where(eq(note.id, id));
  return row;
}

/**
 * A note by id with its tags, in one query, for the API's answer (the editor
 * gets the Yjs document over /collab). Whoever owns it: the note policy
 * (authorizeNote) decides who may have it.
 */
export async function findFullNote(db: Db, id: string): Promise<FullNoteRow | undefined> {
  const [row] = await db
    .select({ ...noteSummaryColumns, userId: note.userId, markdown: note.markdown, tags: tagsJson })
    .from(note)
    .leftJoin(journalEntry, journalOfNote)
    .where(eq(note.id, id));
  return row;
}

/**
 * findFullNote as a prepared statement (server/db/client.ts): the API's
 * read of one note, planned once. The same columns, join and tags as
 * findFullNote, in SQL (a test compares the two answers). Outside transactions only.
 */
export function fullNoteReader(
  database: Database,
): (id: string) => Promise<FullNoteRow | undefined> {
  const read = database.prepare<FullNoteRow>({
    name: 'inkling_full_note',
    params: 1,
    text: `select n.id, n.title, n.excerpt, n.pinned, n.word_count as "wordCount",
        n.created_at as "createdAt", n.updated_at as "updatedAt", n.deleted_at as "deletedAt",
        j.date::text as "journalDate", j.mood as "journalMood", n.user_id as "userId", n.markdown,
        coalesce((
          select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color)
                          order by lower(t.name))
          from note_tags nt join tags t on t.id = nt.tag_id
          where nt.note_id = n.id), '[]'::json) as tags
      from notes n left join journal_entries j on j.note_id = n.id
      where n.id = $1`,
  });
  return async (id) => (await read([id]))[0];
}

/** A page of notes for a list, their tags by note id, and where the next page starts. */
export interface NotePage {
  rows: NoteSummaryRow[];
  tags: Map<string, Tag[]>;
  nextCursor: string | null;
}

/**
 * The user's notes outside the trash, filtered (tag name, pin, creation
 * date, journal entries or not, a journal day), sorted and paged: two queries, one for the page and one for its tags.
 * A page's cursor is its last row's sort value and id (ties broken by id).
 */
export async function listNotes(db: Db, userId: string, query: ListNotesQuery): Promise<NotePage> {
  const order = query.order ?? (query.sort === 'title' ? 'asc' : 'desc');
  const column =
    query.sort === 'title'
      ? note.title
      : query.sort === 'created'
        ? note.createdAt
        : note.updatedAt;
  const conditions: (SQL | undefined)[] = [eq(note.userId, userId), isNull(note.deletedAt)];
  if (query.pinned !== undefined) conditions.push(eq(note.pinned, query.pinned));
  if (query.createdBefore) conditions.push(lt(note.createdAt, new Date(query.createdBefore)));
  if (query.tag) conditions.push(tagFilter(query.tag));
  if (query.kind === 'journal') conditions.push(isNotNull(journalEntry.noteId));
  if (query.kind === 'note') conditions.push(isNull(journalEntry.noteId));
  if (query.date) conditions.push(eq(journalEntry.date, query.date));
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    // A date goes back to SQL as the text it came from: PostgreSQL keeps microseconds, which a
    // JavaScript Date would cut to milliseconds and so repeat the last row of the page.
    const value = query.sort === 'title' ? cursor.value : sql`${cursorDate(cursor)}::timestamptz`;
    conditions.push(
      order === 'asc'
        ? sql`(${column}, ${note.id}) > (${value}, ${cursor.id})`
        : sql`(${column}, ${note.id}) < (${value}, ${cursor.id})`,
    );
  }
  const direction = order === 'asc' ? asc : desc;
  const rows = await db
    .select({
      ...noteSummaryColumns,
      sortValue:
        query.sort === 'title'
          ? note.title
          : sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(note)
    .leftJoin(journalEntry, journalOfNote)
    .where(and(...conditions))
    .orderBy(direction(column), direction(note.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map(({ sortValue: _sortValue, ...row }) => row);
  const last = rows.at(query.limit - 1);
  return {
    rows: page,
    tags: await tagsOfNotes(
      db,
      page.map((row) => row.id),
    ),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ value: last.sortValue, id: last.id })
        : null,
  };
}

/** The user's notes in the trash, most recently trashed first, in one page. */
export async function listTrashedNotes(db: Db, userId: string): Promise<NotePage> {
  const rows = await db
    .select(noteSummaryColumns)
    .from(note)
    .leftJoin(journalEntry, journalOfNote)
    .where(and(eq(note.userId, userId), isNotNull(note.deletedAt)))
    .orderBy(desc(note.deletedAt), desc(note.id));
  return {
    rows,
    tags: await tagsOfNotes(
      db,
      rows.map((row) => row.id),
    ),
    nextCursor: null,
  };
}
