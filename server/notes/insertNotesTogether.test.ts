import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_MARKDOWN_BYTES } from '../markdown/markdownLimits';
import { buildUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { inPgliteProject } from '../test/testProjects';
import { insertNotesTogether, type NewNote } from './insertNotesTogether';
import { createNoteDoc, encodeNoteDoc, projectNote } from './noteDocument';
import { findFullNote } from './noteQueries';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

function newNote(
  userId: string,
  title: string,
  markdown: string,
  tags: string[] = [],
  extra: Partial<NewNote['row']> = {},
): NewNote {
  const doc = createNoteDoc({ title, markdown });
  return {
    row: { id: randomUUID(), userId, ydoc: encodeNoteDoc(doc), ...projectNote(doc), ...extra },
    tags,
  };
}

/** A raw statement's rows: both drivers answer raw SQL with { rows }. */
async function rowsOf<Row>(statement: SQL): Promise<Row[]> {
  const result: unknown = await server.database.db.execute(statement);
  return (result as { rows: Row[] }).rows;
}

describe('insertNotesTogether', () => {
  it('writes every value as given, quotes, backslashes and braces included', async () => {
    const { db } = server.database;
    const owner = await buildUser(server);
    const createdAt = new Date('2026-01-02T03:04:05.678Z');
    const notes = [
      newNote(owner.id, 'He said "hi" {twice}', 'A back\\slash, a "quote" and O\'Brien', [
        'Q"uote',
        'back\\slash',
      ]),
      newNote(owner.id, '', '', [], { pinned: true, createdAt, updatedAt: createdAt }),
    ];
    const answers = await insertNotesTogether(db, notes);

    for (const [index, { row }] of notes.entries()) {
      const read = await findFullNote(db, row.id);
      expect(read).toMatchObject({
        title: row.title,
        markdown: row.markdown,
        excerpt: row.excerpt,
        wordCount: row.wordCount,
        createdAt: answers[index]!.createdAt,
        updatedAt: answers[index]!.updatedAt,
        tags: answers[index]!.tags,
      });
      const [stored] = await rowsOf<{ ydoc: Uint8Array; plainText: string }>(
        sql`select ydoc, plain_text as "plainText" from notes where id = ${row.id}`,
      );
      expect(new Uint8Array(stored!.ydoc)).toEqual(row.ydoc);
      expect(stored!.plainText).toBe(row.plainText);
    }
    expect(answers[0]!.tags.map(({ name }) => name)).toEqual(['back\\slash', 'Q"uote']);
    expect(answers[1]).toMatchObject({ createdAt, updatedAt: createdAt, tags: [], linked: 0 });
    expect((await findFullNote(db, notes[1]!.row.id))?.pinned).toBe(true);
    expect((await findFullNote(db, notes[0]!.row.id))?.pinned).toBe(false);
  });

  it('writes a note of the largest Markdown a note may have', async () => {
    const { db } = server.database;
    const owner = await buildUser(server);
    // Plain paragraphs up to the limit; the row carries the text twice and the document once.
    const paragraph = `${'word '.repeat(200).trim()} it's "quoted" \\ here.\n\n`;
    const markdown = paragraph.repeat(Math.floor(MAX_MARKDOWN_BYTES / paragraph.length)).trim();
    const big = newNote(owner.id, 'The longest note', markdown, ['Long']);
    const [answer] = await insertNotesTogether(db, [big]);
    expect(answer?.tags.map(({ name }) => name)).toEqual(['Long']);
    const read = await findFullNote(db, big.row.id);
    expect(read?.markdown).toBe(big.row.markdown);
    expect(read?.markdown.length).toBeGreaterThan(MAX_MARKDOWN_BYTES * 0.95);
  });

  it('answers the same through a handle without prepared statements (a transaction)', async () => {
    const { db } = server.database;
    const owner = await buildUser(server);
    const notes = [
      newNote(owner.id, 'In a transaction', 'Body', ['Inside']),
      newNote(owner.id, 'Its neighbour', 'More', ['inside', 'Other']),
    ];
    const answers = await db.transaction((tx) => insertNotesTogether(tx, notes));
    for (const [index, { row }] of notes.entries()) {
      const { linked, ...answer } = answers[index]!;
      expect(linked).toBe(notes[index]!.tags.length);
      expect(await findFullNote(db, row.id)).toMatchObject(answer);
    }
  });

  // On PostgreSQL each pooled connection prepares it for itself.
  it.runIf(inPgliteProject)(
    'is one statement, prepared once, for any number of notes and tags',
    async () => {
      const { db } = server.database;
      const owner = await buildUser(server);
      await insertNotesTogether(db, [newNote(owner.id, 'One', '')]);
      await insertNotesTogether(db, [
        newNote(owner.id, 'Two', 'b', ['x', 'y']),
        newNote(owner.id, 'Three', 'c', ['z']),
        newNote(owner.id, 'Four', 'd'),
      ]);
      const statements = await rowsOf<{ runs: number | string }>(
        sql`select generic_plans + custom_plans as runs from pg_prepared_statements
            where name = 'inkling_new_notes'`,
      );
      expect(statements).toHaveLength(1);
      expect(Number(statements[0]!.runs)).toBeGreaterThanOrEqual(2);
    },
  );
});
