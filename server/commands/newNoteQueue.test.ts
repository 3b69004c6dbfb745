import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { note, noteTag, tag } from '../db/schema';
import { findFullNote } from '../notes/noteQueries';
import { buildUser } from '../test/factories';
import { addTagUncommitted } from '../test/uncommittedTag';
import { getTestServer, type TestServer } from '../test/support';
import { inPgliteProject } from '../test/testProjects';
import { MOST_NOTES_TOGETHER } from './newNoteQueue';
import { createNoteAnswered } from './noteWriter';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

/** How many statements wrote these notes: a statement's notes share its transaction's time. */
async function statementsThatWrote(ids: string[]): Promise<number> {
  const [row] = await server.database.db
    .select({ statements: sql<number>`count(distinct ${note.createdAt})::int` })
    .from(note)
    .where(inArray(note.id, ids));
  return row?.statements ?? 0;
}

describe('new notes created at once', () => {
  it('go in together, and each answers exactly what a read of it answers', async () => {
    const { db } = server.database;
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const { id: readingNote } = await createNoteAnswered(db, owner.id, {
      title: 'Has a tag',
      tags: ['Reading'],
    });
    const inputs = [
      { userId: owner.id, title: 'Alone first' },
      { userId: owner.id, title: 'Garden', tags: ['Garden', 'reading'] },
      { userId: owner.id, title: 'garden too', tags: ['GARDEN'] },
      { userId: owner.id, title: 'Blank tags', tags: ['  ', ''] },
      { userId: owner.id, title: 'Repeated', tags: ['Zebra', 'apple', 'ZEBRA'] },
      { userId: other.id, title: 'Another owner', tags: ['garden', 'Reading'] },
      { userId: owner.id, title: 'No tags' },
      { userId: owner.id, title: 'Existing', tags: ['READING'] },
    ];
    // Titles only: nothing to read off the event loop, so every create is queued in this tick.
    const created = await Promise.all(
      inputs.map(({ userId, ...input }) => createNoteAnswered(db, userId, input)),
    );

    for (const { id, answer } of created) expect(answer).toEqual(await findFullNote(db, id));
    // The first alone (or with the others, if the note before was still being answered), the
    // others together.
    expect(await statementsThatWrote(created.map(({ id }) => id))).toBeLessThanOrEqual(2);
    const tagNames = (userId: string) =>
      db
        .select({ name: tag.name })
        .from(tag)
        .where(eq(tag.userId, userId))
        .orderBy(tag.name)
        .then((rows) => rows.map(({ name }) => name));
    // One tag a name and owner, spelt as the first note that named it.
    expect(await tagNames(owner.id)).toEqual(['Garden', 'Reading', 'Zebra', 'apple']);
    expect(await tagNames(other.id)).toEqual(['Reading', 'garden']);
    const [reading] = await db
      .select({ id: tag.id })
      .from(tag)
      .where(and(eq(tag.userId, owner.id), eq(tag.name, 'Reading')));
    const readingLinks = await db.select().from(noteTag).where(eq(noteTag.tagId, reading!.id));
    expect(readingLinks.map((link) => link.noteId).sort()).toEqual(
      [readingNote, created[1]!.id, created[7]!.id].sort(),
    );
  });

  it(`writes at most ${MOST_NOTES_TOGETHER} notes in one statement`, async () => {
    const { db } = server.database;
    const owner = await buildUser(server);
    const count = 1 + MOST_NOTES_TOGETHER + 3;
    const created = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        createNoteAnswered(db, owner.id, { title: `Note ${index}` }),
      ),
    );
    // One alone, sixteen together, the last three together.
    expect(await statementsThatWrote(created.map(({ id }) => id))).toBe(3);
    for (const { id, answer } of created) expect(answer).toEqual(await findFullNote(db, id));
  });

  it('fails only the note the database refuses; the others are written', async () => {
    const { db } = server.database;
    const owner = await buildUser(server);
    const takenId = randomUUID();
    await createNoteAnswered(db, owner.id, { title: 'First with this id' }, { id: takenId });
    const results = await Promise.allSettled([
      createNoteAnswered(db, owner.id, { title: 'Alone first' }),
      createNoteAnswered(db, owner.id, { title: 'Fine', tags: ['Kept'] }),
      createNoteAnswered(db, owner.id, { title: 'Same id again' }, { id: takenId }),
      createNoteAnswered(db, 'no-such-user', { title: 'Nobody’s', tags: ['Lost'] }),
      createNoteAnswered(db, owner.id, { title: 'Also fine' }),
    ]);
    expect(results.map(({ status }) => status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    for (const result of results) {
      if (result.status !== 'fulfilled') continue;
      const { id, answer } = result.value;
      expect(answer).toEqual(await findFullNote(db, id));
    }
    expect((await findFullNote(db, takenId))?.title).toBe('First with this id');
    const lost = await db.select().from(tag).where(eq(tag.name, 'Lost'));
    expect(lost).toEqual([]);
  });

  it('links a tag another request adds while the notes are being written', async () => {
    const { db } = server.database;
    const owner = await buildUser(server);
    // As tags.test.ts, for notes written together: on PostgreSQL their statement waits for the
    // uncommitted "Race", cannot see it once committed, and the links are made again.
    const { tagId, commit } = await addTagUncommitted(db, owner.id, 'Race');
    const creating = Promise.all([
      createNoteAnswered(db, owner.id, { title: 'Alone first' }),
      createNoteAnswered(db, owner.id, { title: 'Photo finish', tags: ['race'] }),
      createNoteAnswered(db, owner.id, { title: 'Second place', tags: ['RACE', 'Medal'] }),
    ]);
    await sleep(200);
    await commit();
    const [, photo, second] = await creating;
    if (inPgliteProject) {
      expect(photo.answer?.tags).toEqual([{ id: tagId, name: 'Race', color: 'violet' }]);
      expect(second.answer).toEqual(await findFullNote(db, second.id));
    } else {
      expect(photo.answer).toBeUndefined();
      expect(second.answer).toBeUndefined();
    }
    expect((await findFullNote(db, photo.id))?.tags.map(({ id }) => id)).toEqual([tagId]);
    expect((await findFullNote(db, second.id))?.tags.map(({ name }) => name)).toEqual([
      'Medal',
      'Race',
    ]);
    const names = await db.select({ name: tag.name }).from(tag).where(eq(tag.userId, owner.id));
    expect(names.map(({ name }) => name).sort()).toEqual(['Medal', 'Race']);
  });
});
