import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNote } from '../commands/noteWriter';
import type { Database, Db } from '../db/client';
import { buildUser, type TestUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { searchNotes } from './searchNotes';

/*
 * The search vocabulary (`note_words`), kept by triggers on notes. Migration
 * 0024: its trigram index keeps no pending list. A list there was read whole
 * by every lookup of a typo or a piece, until the next vacuum (on PGlite, the
 * six-hourly housekeeping).
 */
let database: Database;
let db: Db;
let owner: TestUser;
let server: TestServer;

beforeAll(async () => {
  server = await getTestServer();
  database = server.database;
  db = database.db;
  owner = await buildUser(server);
});

describe('the vocabulary’s trigram index', () => {
  it('takes a new note’s new words into the index itself, none into a pending list', async () => {
    await createNote(db, owner.id, {
      title: 'Quillwort survey',
      markdown: 'Counted the quillworts and the bladderwrack along the northern shore.',
    });
    // The pages a vacuum would have moved from the pending list into the index: none.
    const result: unknown = await db.execute(
      sql`select gin_clean_pending_list('note_words_trgm_idx'::regclass)::int as pages`,
    );
    expect((result as { rows: { pages: number }[] }).rows).toEqual([{ pages: 0 }]);
    // And the new words are found through it at once, typos included.
    const hits = await searchNotes(database, owner.id, { q: 'bladerwrack', limit: 20 });
    expect(hits.map((hit) => hit.title)).toEqual(['Quillwort survey']);
  });
});

/** The user's vocabulary, in order. */
async function wordsOf(userId: string): Promise<string[]> {
  const result: unknown = await db.execute(
    sql`select word from note_words where user_id = ${userId} order by word`,
  );
  return (result as { rows: { word: string }[] }).rows.map((row) => row.word);
}

/** Several notes in one statement, as new notes written together are (one trigger call). */
async function insertTogether(notes: { userId: string; title: string; text: string }[]) {
  const rows = notes.map(
    (row) => sql`(${randomUUID()}, ${row.userId}, '\\x00'::bytea, ${row.title}, ${row.text})`,
  );
  await db.execute(
    sql`insert into notes (id, user_id, ydoc, title, plain_text) values ${sql.join(rows, sql`, `)}`,
  );
}

describe('the vocabulary’s insert trigger', () => {
  it('adds each owner’s new words once, keeps the known ones, and never mixes owners', async () => {
    // Each new user has a welcome note: its words are the vocabulary to begin with.
    const [first, second] = [await buildUser(server), await buildUser(server)];
    const [firstBefore, secondBefore] = [await wordsOf(first.id), await wordsOf(second.id)];
    const plus = (known: string[], added: string[]) => [...new Set([...known, ...added])].sort();

    await insertTogether([
      { userId: first.id, title: 'Quahog log', text: 'quahog tables and quahog pools' },
      { userId: first.id, title: 'Pools', text: 'rockweed pools at low quahog' },
      { userId: second.id, title: 'Orchard', text: 'perry pears, quahog of blossom' },
    ]);
    const firstWords = ['quahog', 'log', 'tables', 'and', 'pools', 'rockweed', 'at', 'low'];
    const secondWords = ['orchard', 'perry', 'pears', 'quahog', 'of', 'blossom'];
    expect(await wordsOf(first.id)).toEqual(plus(firstBefore, firstWords));
    expect(await wordsOf(second.id)).toEqual(plus(secondBefore, secondWords));

    // Known words and new ones in the same statement: only the new ones are added, no error.
    await insertTogether([
      { userId: first.id, title: 'Quahog again', text: 'quahog pools, kelpie' },
      { userId: first.id, title: 'Kelpie', text: 'kelpie forest' },
    ]);
    expect(await wordsOf(first.id)).toEqual(
      plus(firstBefore, [...firstWords, 'again', 'kelpie', 'forest']),
    );
    expect(await wordsOf(second.id)).toEqual(plus(secondBefore, secondWords));
  });
});
