import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNote } from '../commands/noteWriter';
import type { Db } from './client';
import { buildUser, type TestUser } from '../test/factories';
import { getTestServer } from '../test/support';

/*
 * Migration 0022: what search reads of each note it walks stays in the
 * note's row; the Yjs document and the Markdown go to the TOAST table first.
 * Migration 0026: so do the note's id and owner, whatever the row's size.
 */
let db: Db;
let owner: TestUser;

async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  // Both drivers answer raw SQL with { rows }.
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

beforeAll(async () => {
  const server = await getTestServer();
  db = server.database.db;
  owner = await buildUser(server);
});

describe('the storage of a note’s columns', () => {
  it('keeps title, text, excerpt and search vector in the row, and lets the rest out first', async () => {
    const storage = await rowsOf<{ column: string; storage: string }>(sql`
      select attname as column, attstorage as storage from pg_attribute
      where attrelid = 'notes'::regclass and attname in
        ('id', 'user_id', 'title', 'plain_text', 'excerpt', 'search_vector', 'markdown', 'ydoc')
      order by attname`);
    expect(Object.fromEntries(storage.map((row) => [row.column, row.storage]))).toEqual({
      id: 'p',
      user_id: 'p',
      excerpt: 'm',
      markdown: 'x',
      plain_text: 'm',
      search_vector: 'm',
      title: 'm',
      ydoc: 'x',
    });
  });

  it('stores a note of two hundred words with its id, owner and search vector in the row', async (context) => {
    const [server] = await rowsOf<{ version: number }>(
      sql`select current_setting('server_version_num')::int as version`,
    );
    // pg_column_toast_chunk_id came with PostgreSQL 17 (PGlite's); the catalog test covers 15.
    if ((server?.version ?? 0) < 170000) context.skip();
    // 150 distinct words of 200: a row of ~3 kB, over the ~2 kB at which columns leave it. (A
    // far longer note's vector leaves too: a row must fit a page.)
    const words = Array.from({ length: 200 }, (_, i) => `word${(i % 150).toString(36)}x${i % 150}`);
    const id = await createNote(db, owner.id, {
      title: 'A long entry',
      markdown: `${words.slice(0, 100).join(' ')}\n\n${words.slice(100).join(' ')}`,
    });
    const [row] = await rowsOf<{
      id: string | null;
      owner: string | null;
      vector: string | null;
      text: string | null;
      out: number;
    }>(sql`
      select pg_column_toast_chunk_id(id)::text as id, pg_column_toast_chunk_id(user_id)::text as owner,
        pg_column_toast_chunk_id(search_vector)::text as vector,
        pg_column_toast_chunk_id(plain_text)::text as text,
        (pg_column_toast_chunk_id(ydoc) is not null)::int
          + (pg_column_toast_chunk_id(markdown) is not null)::int as out
      from notes where id = ${id}`);
    // Before migration 0026 the id and the owner (36 and 32 characters) left a row this size.
    expect(row?.id).toBeNull();
    expect(row?.owner).toBeNull();
    expect(row?.vector).toBeNull();
    expect(row?.text).toBeNull();
    expect(row?.out).toBeGreaterThan(0);
  });
});
