import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { openPostgres } from '../postgresClient';
import { expectFoundThroughApp, fillThroughApp, serverOn, type Filled } from './backupTestSupport';
import { createScratchPostgres, type ScratchPostgres } from '../../test/scratchPostgres';
import { migrateDataDirToPostgres } from './migrateToPostgres';
import { inPostgresProject } from '../../test/testProjects';

const adminUrl = process.env.TEST_DATABASE_URL;

async function rowCount(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select (${query})::text as n`);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}
// Runs once, in the PostgreSQL project; without TEST_DATABASE_URL it says how to run it.
const onPostgres = inPostgresProject;
if (!adminUrl)
  console.info(
    'migrateToPostgres.test.ts skipped: set TEST_DATABASE_URL (see .env.example) to copy into a real PostgreSQL',
  );

describe.runIf(onPostgres)('npm run db:migrate-to-postgres', { timeout: 120_000 }, () => {
  // Made in beforeAll: a skipped describe's body still runs, its afterAll does not.
  let dataDir: string;
  let filled: Filled;
  let copiedNotes = 0;
  let scratch: ScratchPostgres;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkling-migrate-'));
    const embedded = await openDatabase({ dataDir });
    await embedded.migrate();
    filled = await fillThroughApp(serverOn(embedded));
    await embedded.close();
    scratch = await createScratchPostgres(adminUrl ?? '', 'inkling_migrate');
  }, 120_000);

  afterAll(async () => {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table, and the app on PostgreSQL finds everything and goes on writing', async () => {
    const lines: string[] = [];
    const copies = await migrateDataDirToPostgres({
      dataDir,
      databaseUrl: scratch.url,
      log: (line) => lines.push(line),
    });
    const counted = Object.fromEntries(copies.map(({ table, rows }) => [table, rows]));
    expect(counted).toMatchObject({
      users: 1,
      sessions: 1,
      note_versions: 1,
      note_updates: 1,
      journal_entries: 1,
      habits: 1,
      habit_checkins: 1,
      attachments: 1,
    });
    // Three notes of the test's, the welcome note and the journal day's note.
    expect(counted.notes).toBe(5);
    copiedNotes = counted.notes ?? 0;
    expect(lines.join('\n')).not.toContain(filled.notes[0]?.words ?? '-');

    // Tables are in dependency order: users before notes before note_tags.
    const order = copies.map(({ table }) => table);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('notes'));
    expect(order.indexOf('notes')).toBeLessThan(order.indexOf('note_tags'));

    const postgres = openPostgres(scratch.url);
    try {
      await expectFoundThroughApp(serverOn(postgres), filled);
    } finally {
      await postgres.close();
    }
  });

  it('lands whole or not at all: a failed copy leaves the database empty for another try', async () => {
    const failing = await createScratchPostgres(adminUrl ?? '', 'inkling_migrate_failing');
    const postgres = openPostgres(failing.url);
    try {
      await postgres.migrate();
      // Rows inserted from now on break this rule: the copy fails midway (users are already in).
      await postgres.db.execute(
        sql`alter table note_tags add constraint refuse_all check (false) not valid`,
      );
      await expect(migrateDataDirToPostgres({ dataDir, databaseUrl: failing.url })).rejects.toThrow(
        /refuse_all/,
      );
      const left = await rowCount(
        failing.url,
        'select (select count(*) from users) + (select count(*) from notes)',
      );
      expect(left).toBe(0);

      await postgres.db.execute(sql`alter table note_tags drop constraint refuse_all`);
      const copies = await migrateDataDirToPostgres({ dataDir, databaseUrl: failing.url });
      expect(copies.find(({ table }) => table === 'notes')?.rows).toBe(copiedNotes);
    } finally {
      await postgres.close();
      await failing.drop();
    }
  });

  it('refuses a database that already holds rows, and leaves it as it was', async () => {
    await expect(migrateDataDirToPostgres({ dataDir, databaseUrl: scratch.url })).rejects.toThrow(
      /not empty/,
    );
    expect(await rowCount(scratch.url, 'select count(*) from notes')).toBe(copiedNotes + 1);
  });

  it('refuses while a server holds the data folder', async () => {
    const running = await openDatabase({ dataDir });
    try {
      await expect(migrateDataDirToPostgres({ dataDir, databaseUrl: scratch.url })).rejects.toThrow(
        /Another Inkling server/,
      );
    } finally {
      await running.close();
    }
  });
});
