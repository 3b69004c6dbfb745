import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNote, buildUser, withCookie } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { authorizeNote, findOwnedNote } from './note';

let server: TestServer;
// Opening this file's copy of the database takes seconds on a busy machine.
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

const notFound = { status: 404, code: 'NOT_FOUND' };

describe('note policy', () => {
  it('gives the owner their note, outside the trash by default', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, { title: 'Mine' });
    const row = await findOwnedNote(server.database.db, owner.id, note.id);
    expect(row).toMatchObject({ id: note.id, userId: owner.id, title: 'Mine', deletedAt: null });
  });

  it('answers another user 404, exactly like a missing note', async () => {
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const note = await buildNote(server, owner);
    const { db } = server.database;
    const asOther = findOwnedNote(db, other.id, note.id);
    await expect(asOther).rejects.toMatchObject({ ...notFound, message: 'Note not found.' });
    await expect(findOwnedNote(db, other.id, note.id, 'any')).rejects.toMatchObject(notFound);
    const missing = findOwnedNote(db, owner.id, randomUUID());
    await expect(missing).rejects.toMatchObject({ ...notFound, message: 'Note not found.' });
  });

  it('reaches a trashed note only when the action is on the trash (or on either)', async () => {
    const owner = await buildUser(server);
    const live = await buildNote(server, owner);
    const trashed = await buildNote(server, owner);
    await server.delete(`/api/notes/${trashed.id}`, withCookie(owner.cookie));
    const { db } = server.database;

    await expect(findOwnedNote(db, owner.id, trashed.id)).rejects.toMatchObject(notFound);
    expect((await findOwnedNote(db, owner.id, trashed.id, 'trashed')).deletedAt).toBeInstanceOf(
      Date,
    );
    expect((await findOwnedNote(db, owner.id, trashed.id, 'any')).id).toBe(trashed.id);
    await expect(findOwnedNote(db, owner.id, live.id, 'trashed')).rejects.toMatchObject({
      ...notFound,
      message: 'That note is not in the trash.',
    });
    expect((await findOwnedNote(db, owner.id, live.id, 'any')).id).toBe(live.id);
  });

  it('checks a row read with more than the note (authorizeNote) by the same rule', () => {
    const row = { id: 'n1', userId: 'owner', deletedAt: null, tags: [] };
    expect(authorizeNote('owner', row)).toBe(row);
    expect(() => authorizeNote('someone else', row)).toThrow(
      expect.objectContaining(notFound) as Error,
    );
    expect(() => authorizeNote('owner', undefined)).toThrow(
      expect.objectContaining(notFound) as Error,
    );
    expect(() => authorizeNote('owner', { ...row, deletedAt: new Date() })).toThrow(
      expect.objectContaining(notFound) as Error,
    );
  });
});
