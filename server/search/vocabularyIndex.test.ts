import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNote } from '../commands/noteWriter';
import type { Database, Db } from '../db/client';
import { buildUser, type TestUser } from '../test/factories';
import { getTestServer } from '../test/support';
import { searchNotes } from './searchNotes';

/*
 * Migration 0024: the vocabulary's trigram index keeps no pending list. A
 * list there was read whole by every lookup of a typo or a piece, until the
 * next vacuum (on PGlite, the six-hourly housekeeping).
 */
let database: Database;
let db: Db;
let owner: TestUser;

beforeAll(async () => {
  const server = await getTestServer();
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
