import type { NoteList } from '@common/schemas/notes';
import { describe, expect, it } from 'vitest';
import { buildNote, buildUser, withCookie } from '../../test/factories';
import { getTestServer } from '../../test/support';

describe('the trash', () => {
  it('lists trashed notes, deletes one forever, and empties the rest', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const cookie = withCookie(owner.cookie);
    const kept = await buildNote(server, owner, { title: 'kept' });
    const first = await buildNote(server, owner, { title: 'first' });
    const second = await buildNote(server, owner, { title: 'second' });
    await server.delete(`/api/notes/${first.id}`, cookie);
    await server.delete(`/api/notes/${second.id}`, cookie);

    const trash = (await (await server.get('/api/trash', cookie)).json()) as NoteList;
    expect(trash.notes.map((n) => n.title)).toEqual(['second', 'first']);

    expect((await server.delete(`/api/trash/${first.id}`, cookie)).status).toBe(204);
    expect((await server.post(`/api/notes/${first.id}/restore`, {}, cookie)).status).toBe(404);

    const emptied = await server.delete('/api/trash', cookie);
    expect(await emptied.json()).toEqual({ deleted: 1 });
    expect(((await (await server.get('/api/trash', cookie)).json()) as NoteList).notes).toEqual([]);
    expect((await server.get(`/api/notes/${kept.id}`, cookie)).status).toBe(200);
  });

  it('deletes forever only notes that are in the trash', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const active = await buildNote(server, owner);
    expect((await server.delete(`/api/trash/${active.id}`, withCookie(owner.cookie))).status).toBe(
      404,
    );
  });

  it('never shows, deletes or empties another user’s trash', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const note = await buildNote(server, owner);
    await server.delete(`/api/notes/${note.id}`, withCookie(owner.cookie));

    expect(
      ((await (await server.get('/api/trash', withCookie(other.cookie))).json()) as NoteList).notes,
    ).toEqual([]);
    expect((await server.delete(`/api/trash/${note.id}`, withCookie(other.cookie))).status).toBe(
      404,
    );
    expect(await (await server.delete('/api/trash', withCookie(other.cookie))).json()).toEqual({
      deleted: 0,
    });
    expect(
      ((await (await server.get('/api/trash', withCookie(owner.cookie))).json()) as NoteList).notes,
    ).toHaveLength(1);
  });

  it('answers 401 signed out', async () => {
    const server = await getTestServer();
    expect((await server.get('/api/trash')).status).toBe(401);
    expect((await server.delete('/api/trash')).status).toBe(401);
  });
});
