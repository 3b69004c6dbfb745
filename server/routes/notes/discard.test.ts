import { TITLE_FIELD } from '@common/editor/noteFields';
import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { LiveNotes } from '../../collab/collabServer';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

let server: TestServer;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  server = await getTestServer();
  owner = await buildUser(server);
  other = await buildUser(server);
}, 60_000);

/** A note as "New note" makes it: no title, no body. */
async function blankNote(server: TestServer, cookie: string): Promise<string> {
  const response = await server.post('/api/notes', {}, withCookie(cookie));
  expect(response.status).toBe(201);
  return ((await response.json()) as { note: { id: string } }).note.id;
}

const discard = (server: TestServer, id: string, cookie?: string) =>
  server.post(`/api/notes/${id}/discard`, undefined, cookie ? withCookie(cookie) : {});

describe('POST /api/notes/:id/discard', () => {
  it('deletes a note left empty for good: not in the notes, not in the trash', async () => {
    const id = await blankNote(server, owner.cookie);
    expect((await discard(server, id, owner.cookie)).status).toBe(204);
    expect((await server.get(`/api/notes/${id}`, withCookie(owner.cookie))).status).toBe(404);
    const trash = (await (await server.get('/api/trash', withCookie(owner.cookie))).json()) as {
      notes: { id: string }[];
    };
    expect(trash.notes.map((n) => n.id)).not.toContain(id);
  });

  it('keeps a note with a title or a body and answers 409', async () => {
    const titled = await buildNote(server, owner, { title: 'Plan', markdown: '' });
    const written = await buildNote(server, owner, { title: '', markdown: '- [ ] call Sam' });
    for (const { id } of [titled, written]) {
      const response = await discard(server, id, owner.cookie);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('CONFLICT');
      expect((await server.get(`/api/notes/${id}`, withCookie(owner.cookie))).status).toBe(200);
    }
  });

  it('keeps a note that was filled in after it was made empty', async () => {
    const id = await blankNote(server, owner.cookie);
    await server.patch(
      `/api/notes/${id}`,
      { title: 'Written on the phone' },
      withCookie(owner.cookie),
    );
    expect((await discard(server, id, owner.cookie)).status).toBe(409);
    expect((await server.get(`/api/notes/${id}`, withCookie(owner.cookie))).status).toBe(200);
  });

  it('answers 404 for another user’s note and leaves it alone', async () => {
    const id = await blankNote(server, owner.cookie);
    expect((await discard(server, id, other.cookie)).status).toBe(404);
    expect((await server.get(`/api/notes/${id}`, withCookie(owner.cookie))).status).toBe(200);
  });

  it('answers 404 for a note in the trash', async () => {
    const id = await blankNote(server, owner.cookie);
    await server.delete(`/api/notes/${id}`, withCookie(owner.cookie));
    expect((await discard(server, id, owner.cookie)).status).toBe(404);
  });

  it('answers 401 signed out', async () => {
    const id = await blankNote(server, owner.cookie);
    expect((await discard(server, id)).status).toBe(401);
  });
});

describe('POST /api/notes/:id/discard with the note open in an editor', () => {
  it('keeps a note whose live document holds words the database has not stored yet', async () => {
    // The collaboration server's view of the note: someone is typing in it right now.
    const typing = new Y.Doc();
    typing.getText(TITLE_FIELD).insert(0, 'Typed on the laptop');
    const liveNotes: LiveNotes = {
      applyIfOpen: (_noteId, _userId, change) => {
        change(typing);
        return Promise.resolve(Y.encodeStateAsUpdate(typing));
      },
      announceMetaChange: () => undefined,
    };
    const withEditor = await getTestServer({ liveNotes });
    const writer = await buildUser(withEditor);
    const id = await blankNote(withEditor, writer.cookie);
    expect((await discard(withEditor, id, writer.cookie)).status).toBe(409);
    expect((await withEditor.get(`/api/notes/${id}`, withCookie(writer.cookie))).status).toBe(200);
  }, 30_000);
});
