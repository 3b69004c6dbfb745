import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createLogger } from '../logger';
import { findOwnedNote } from '../policies/note';
import { tagsOfNotes } from '../notes/tags';
import { buildUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { noteEvents } from './noteChanged';
import { createNote, updateNote } from './noteWriter';

let server: TestServer;
// Opening this file's copy of the database takes seconds on a busy machine.
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

describe('noteWriter', () => {
  it('keeps both of two edits made from the same stale copy of a note', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const id = await createNote(db, owner.id, { title: 'Draft', markdown: 'First line.' });
    const stale = await findOwnedNote(db, owner.id, id);

    await updateNote(db, stale, { title: 'Final title' });
    // Applied to the copy read before the title changed: must not undo it.
    await updateNote(db, stale, { markdown: 'Second line.' });

    const saved = await findOwnedNote(db, owner.id, id);
    expect(saved.title).toBe('Final title');
    expect(saved.markdown).toBe('Second line.');
  });

  it('compares an edit of a stale copy with the note it replaced, not with the copy', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const id = await createNote(db, owner.id, { title: 'Draft' });
    const stale = await findOwnedNote(db, owner.id, id);
    const heard: boolean[] = [];
    onTestFinished(
      noteEvents(db).subscribe(
        (event) => void (event.noteId === id && heard.push(event.textChanged)),
        createLogger('silent', false),
      ),
    );

    await updateNote(db, stale, { title: 'Final' });
    // Retried on the newer note, which already has this title.
    await updateNote(db, stale, { title: 'Final' });
    expect(heard).toEqual([true, false]);
  });

  it('creates tags once whatever their case, and replaces a note’s tags exactly', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const id = await createNote(db, owner.id, {
      title: 'Tagged',
      tags: ['Work', 'work ', 'Ideas'],
    });
    const names = async () => ((await tagsOfNotes(db, [id])).get(id) ?? []).map((t) => t.name);
    expect(await names()).toEqual(['Ideas', 'Work']);

    await updateNote(db, await findOwnedNote(db, owner.id, id), { tags: ['WORK', 'Travel'] });
    expect(await names()).toEqual(['Travel', 'Work']);
    await updateNote(db, await findOwnedNote(db, owner.id, id), { tags: [] });
    expect(await names()).toEqual([]);
  });

  it('creates a note pinned and dated in one write (the demo’s samples)', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const writtenAt = new Date('2025-03-01T09:00:00Z');
    const id = await createNote(db, owner.id, { title: 'Old idea' }, { pinned: true, writtenAt });
    const saved = await findOwnedNote(db, owner.id, id);
    expect(saved).toMatchObject({ pinned: true, createdAt: writtenAt, updatedAt: writtenAt });
  });
});
