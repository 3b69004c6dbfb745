import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { buildNote, buildUser, withCookie } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import {
  mergePendingIndexEntries,
  NOTES_STATISTICS_TARGET,
  startHousekeeping,
  tidyEmbeddedDatabase,
} from './housekeeping';
import { inPgliteProject } from '../test/testProjects';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

async function one<Row>(query: ReturnType<typeof sql>): Promise<Row> {
  const result: unknown = await server.database.db.execute(query);
  // Both drivers answer raw SQL with { rows }.
  const [row] = (result as { rows: Row[] }).rows;
  if (!row) throw new Error('no row');
  return row;
}

/** The notes table's dead row versions and vacuum count, as the statistics have them now. */
async function notesTable() {
  await server.database.db.execute(sql`select pg_stat_force_next_flush()`);
  return one<{ dead: number; vacuums: number }>(sql`
    select n_dead_tup::int as dead, vacuum_count::int as vacuums
    from pg_stat_user_tables where relname = 'notes'`);
}

describe.runIf(inPgliteProject)('housekeeping of the embedded database', () => {
  it('removes the old versions of edited notes and merges the search indexes’ pending entries', async () => {
    const owner = await buildUser(server);
    for (let i = 0; i < 5; i++) {
      const written = await buildNote(server, owner, { title: `Draft ${i}` });
      const edit = await server.patch(
        `/api/notes/${written.id}`,
        { title: `Final ${i}`, markdown: `The body of note ${i}, edited once.` },
        withCookie(owner.cookie),
      );
      expect(edit.status).toBe(200);
    }
    const before = await notesTable();
    expect(before.dead).toBeGreaterThan(0);
    // The edits' entries wait in a GIN index's pending list (merging one here: the others stay).
    const merged = await one<{ pages: number }>(
      sql`select gin_clean_pending_list('notes_search_idx'::regclass)::int as pages`,
    );
    expect(merged.pages).toBeGreaterThan(0);

    await tidyEmbeddedDatabase(server.database);

    const after = await notesTable();
    expect(after.dead).toBe(0);
    expect(after.vacuums).toBe(before.vacuums + 1);
    const left = await one<{ pages: number }>(
      sql`select gin_clean_pending_list('notes_text_trgm_idx'::regclass)::int as pages`,
    );
    expect(left.pages).toBe(0);
  });

  it('analyses every table, the notes with a smaller sample than the others', async () => {
    const owner = await buildUser(server);
    // More notes than the smaller target has histogram buckets, each written at its own time.
    for (let i = 0; i < 80; i++) await buildNote(server, owner, { title: `Note ${i}` });

    await tidyEmbeddedDatabase(server.database);

    // A histogram has one bound more than its buckets, at most the target: fewer for notes.
    const buckets = await one<{ notes: number; users: number }>(sql`
      select
        (select array_length(histogram_bounds::text::text[], 1) - 1 from pg_stats
          where tablename = 'notes' and attname = 'created_at')::int as notes,
        (select count(*) from pg_stats where tablename = 'users')::int as users`);
    expect(buckets.notes).toBe(NOTES_STATISTICS_TARGET);
    expect(buckets.users).toBeGreaterThan(0);
  });
});

// PostgreSQL's autovacuum merges them only after a fifth of the table is written: both merge here.
describe('the search indexes’ pending entries', () => {
  it('merges every GIN index’s pending entries, the notes still found', async () => {
    const owner = await buildUser(server);
    for (let i = 0; i < 3; i++)
      await buildNote(server, owner, { title: `Lighthouse ${i}`, markdown: `Keeper log ${i}` });
    expect(await mergePendingIndexEntries(server.database)).toBeGreaterThan(0);
    expect(await mergePendingIndexEntries(server.database)).toBe(0);
    const found = await server.get('/api/search?q=lighthous', withCookie(owner.cookie));
    expect(((await found.json()) as { results: unknown[] }).results).toHaveLength(3);
  });
});

describe.runIf(inPgliteProject)('startHousekeeping', () => {
  it.each(['pglite', 'postgres'] as const)(
    'merges the pending entries on %s, and vacuums only the embedded database',
    async (driver) => {
      const statements: string[] = [];
      const dialect = new PgDialect();
      const db = {
        execute: (query: ReturnType<typeof sql>) => {
          const text = dialect.sqlToQuery(query).sql;
          statements.push(text);
          return Promise.resolve({
            rows: text.includes("amname = 'gin'") ? [{ name: 'notes_search_idx' }] : [{ pages: 0 }],
          });
        },
      };
      const database = { driver, db } as unknown as Database;
      const stop = startHousekeeping(database, createLogger('silent', false));
      try {
        await vi.waitFor(() =>
          expect(statements.some((text) => text.includes('gin_clean_pending_list'))).toBe(true),
        );
        if (driver === 'pglite') {
          await vi.waitFor(() => expect(statements).toContain('vacuum'));
        } else {
          expect(statements.filter((text) => /vacuum|analyze/.test(text))).toEqual([]);
        }
      } finally {
        stop();
      }
    },
  );
});
