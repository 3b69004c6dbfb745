import { describe, expect, it } from 'vitest';
import { findOwnedNote } from '../policies/note';
import { tagsOfNotes } from '../notes/tags';
import { buildUser } from '../test/factories';
import { getTestServer } from '../test/support';
import { createNote, updateNote } from './noteWriter';

describe('noteWriter', () => {
  it('keeps both of two edits made from the same stale copy of a note', async () => {
    const server = await getTestServer();
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

  it('creates tags once whatever their case, and replaces a note’s tags exactly', async () => {
    const server = await getTestServer();
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
});
