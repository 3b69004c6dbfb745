import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPgliteProject } from '../test/testProjects';
import { openDatabase, type Database } from './client';
import { openPgliteOnThread, PgliteOpenError, type PgliteConnection } from './pgliteOnThread';
import { openPgliteIn } from './pgliteSetup';

// The embedded database only: run once, in PGlite's project.
describe.runIf(inPgliteProject)('PGlite on a thread of its own', { timeout: 60_000 }, () => {
  let scratch: string;
  let connection: PgliteConnection;
  let database: Database;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'inkling-pglite-thread-'));
    connection = await openPgliteOnThread(path.join(scratch, 'direct'));
    await connection.exec(`create table items (id int primary key, name text not null unique,
      body bytea, at timestamptz default '2026-11-30 12:00:00+00', extra jsonb)`);
    database = await openDatabase({ dataDir: path.join(scratch, 'app') });
  }, 60_000);

  afterAll(async () => {
    await connection?.close();
    await database?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const names = async () =>
    (await connection.query<{ name: string }>('select name from items order by id')).rows.map(
      (row) => row.name,
    );

  it('answers with values parsed as in process: dates, bytes, JSON, arrays', async () => {
    const bytes = new Uint8Array([0, 1, 2, 254, 255]);
    await connection.query('insert into items (id, name, body, extra) values ($1, $2, $3, $4)', [
      1,
      'first',
      bytes,
      { tags: ['a', 'b'], n: 2 },
    ]);
    const { rows } = await connection.query<Record<string, unknown>>(
      `select body, at, extra, array[1, 2]::int[] as counts from items where id = 1`,
    );
    expect(rows[0]?.body).toEqual(bytes);
    expect(rows[0]?.at).toEqual(new Date('2026-11-30T12:00:00Z'));
    expect(rows[0]?.extra).toEqual({ tags: ['a', 'b'], n: 2 });
    expect(rows[0]?.counts).toEqual([1, 2]);
    const arrays = await connection.query('select id, name from items where id = 1', [], {
      rowMode: 'array',
    });
    expect(arrays.rows).toEqual([[1, 'first']]);
  });

  it('keeps as text the types a query asks to keep (what drizzle asks of timestamps)', async () => {
    const { rows } = await connection.query<{ at: unknown }>(
      'select at from items where id = 1',
      [],
      {
        parsers: { [types.TIMESTAMPTZ]: (text) => text },
      },
    );
    expect(rows[0]?.at).toBe('2026-11-30 12:00:00+00');
    const viaDrizzle = (await database.db.execute(
      sql.raw(`select '2026-11-29 10:00:00.123456+00'::timestamptz as at, array['a']::text[] as w`),
    )) as { rows: unknown[] };
    expect(viaDrizzle.rows).toEqual([{ at: '2026-11-29 10:00:00.123456+00', w: ['a'] }]);
  });

  it('refuses, in words, a parser that cannot cross to the thread', async () => {
    await expect(
      connection.query('select 1', [], { parsers: { [types.INT4]: (text) => Number(text) * 2 } }),
    ).rejects.toThrow('can only keep a type as text');
  });

  it("gives PostgreSQL's error fields, which callers read (a unique violation's code)", async () => {
    const error = await connection
      .query('insert into items (id, name) values (2, $1)', ['first'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key', table: 'items' });
    expect((error as Error).message).toContain('duplicate key');
    // The thread goes on answering.
    expect(await names()).toEqual(['first']);
  });

  it('commits a transaction, and rolls one back when its callback throws or asks to', async () => {
    const committed = await connection.transaction(async (tx) => {
      await tx.query(`insert into items (id, name) values (2, 'second')`);
      return (await tx.query<{ n: number }>('select count(*)::int as n from items')).rows[0]?.n;
    });
    expect(committed).toBe(2);

    await expect(
      connection.transaction(async (tx) => {
        await tx.query(`insert into items (id, name) values (3, 'thrown')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    const asked = await connection.transaction(async (tx) => {
      await tx.exec(`insert into items (id, name) values (4, 'asked')`);
      await tx.rollback();
      return tx.closed;
    });
    expect(asked).toBe(true);
    expect(await names()).toEqual(['first', 'second']);
  });

  it('runs a failing statement inside a transaction as PostgreSQL does: the transaction rolls back', async () => {
    await expect(
      connection.transaction(async (tx) => {
        await tx.query(`insert into items (id, name) values (5, 'kept?')`);
        await tx.query(`insert into items (id, name) values (6, 'first')`);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await names()).toEqual(['first', 'second']);
  });

  it('holds a query from outside until the open transaction ends, as PGlite does in process', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = connection.transaction(async (tx) => {
      await tx.query(`insert into items (id, name) values (7, 'inside')`);
      await held;
    });
    // Sent while the transaction is open: it must see the transaction's row, committed.
    const outside = names();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual(['first', 'second', 'inside']);
  });

  it('calls a listener back before the statement that notified resumes', async () => {
    const heard: string[] = [];
    await connection.listen('changes', (payload) => heard.push(payload));
    await connection.query(`select pg_notify('changes', 'one')`);
    expect(heard).toEqual(['one']);
    await connection.transaction(async (tx) => {
      await tx.query(`select pg_notify('changes', 'two')`);
    });
    expect(heard).toEqual(['one', 'two']);
  });

  it('runs the app: migrations, prepared reads and notifications through the thread', async () => {
    await database.migrate();
    const read = database.prepare<{ n: number }>({
      name: 'thread_test_count',
      text: 'select count(*)::int as n from notes where title <> $1',
      params: 1,
    });
    expect(await read(["it's"])).toEqual([{ n: 0 }]);
    const heard: string[] = [];
    await database.listen?.('thread_test', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('thread_test', 'hello')`);
    expect(heard).toEqual(['hello']);
  });

  it('says what PGlite said when it cannot open the folder', async () => {
    const notAFolder = path.join(scratch, 'file');
    writeFileSync(notAFolder, 'not a database');
    await expect(openPgliteOnThread(notAFolder)).rejects.toThrow(PgliteOpenError);
  });

  it('has written every answered commit where a killed process leaves it (SIGKILL)', async () => {
    const folder = path.join(scratch, 'killed');
    const script = path.join(scratch, 'killed.mts');
    const module = pathToFileURL(path.resolve('server/db/pgliteOnThread.ts')).href;
    writeFileSync(
      script,
      `import { openPgliteOnThread } from ${JSON.stringify(module)};
       const connection = await openPgliteOnThread(${JSON.stringify(folder)});
       await connection.exec('create table kept (n int)');
       for (let n = 1; n <= 300; n++) await connection.query('insert into kept values ($1)', [n]);
       await connection.transaction((tx) => tx.query('insert into kept values (301)'));
       console.log('answered');
       setInterval(() => undefined, 1000);`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'pipe' });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('answered')) resolve();
      });
      child.once('exit', () => reject(new Error('the script ended before its answers')));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const reopened = await openPgliteIn(folder);
    try {
      const { rows } = await reopened.query<{ n: number }>('select count(*)::int as n from kept');
      expect(rows).toEqual([{ n: 301 }]);
    } finally {
      await reopened.close();
    }
  });

  it('lets a script end once it has its answers, as PGlite in process does', () => {
    const script = path.join(scratch, 'script.mts');
    const module = pathToFileURL(path.resolve('server/db/pgliteOnThread.ts')).href;
    writeFileSync(
      script,
      `import { openPgliteOnThread } from ${JSON.stringify(module)};
       const connection = await openPgliteOnThread(${JSON.stringify(path.join(scratch, 'script'))});
       console.log(JSON.stringify((await connection.query('select 41 + 1 as n')).rows));`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('[{"n":42}]');
    expect(run.status).toBe(0);
  });
});
