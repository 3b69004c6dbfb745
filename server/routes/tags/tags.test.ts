import type { Note, TagWithCount } from '@common/schemas/notes';
import { describe, expect, it } from 'vitest';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

const listTags = async (server: TestServer, who: TestUser) =>
  (
    (await (await server.get('/api/tags', withCookie(who.cookie))).json()) as {
      tags: TagWithCount[];
    }
  ).tags;
const noteTags = async (server: TestServer, who: TestUser, id: string) =>
  (
    (await (await server.get(`/api/notes/${id}`, withCookie(who.cookie))).json()) as { note: Note }
  ).note.tags.map((t) => t.name);

describe('/api/tags', () => {
  it('lists tags with counts of notes outside the trash', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    await buildNote(server, owner, { tags: ['work', 'urgent'] });
    const trashed = await buildNote(server, owner, { tags: ['work'] });
    await buildNote(server, owner, { tags: ['Work'] });
    await server.delete(`/api/notes/${trashed.id}`, withCookie(owner.cookie));
    expect(
      (await listTags(server, owner)).map(({ name, noteCount }) => ({ name, noteCount })),
    ).toEqual([
      { name: 'urgent', noteCount: 1 },
      { name: 'work', noteCount: 2 },
    ]);
  });

  it('creates a tag, and refuses a name that exists in another case', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const created = await server.post(
      '/api/tags',
      { name: 'Reading', color: 'teal' },
      withCookie(owner.cookie),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      tag: { name: 'Reading', color: 'teal', noteCount: 0 },
    });
    const duplicate = await server.post('/api/tags', { name: 'reading' }, withCookie(owner.cookie));
    expect(duplicate.status).toBe(409);
    expect(
      (await server.post('/api/tags', { name: 'x', color: 'plaid' }, withCookie(owner.cookie)))
        .status,
    ).toBe(400);
  });

  it('renames and recolours a tag', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, { tags: ['todo'] });
    const [todo] = await listTags(server, owner);
    const response = await server.patch(
      `/api/tags/${todo?.id}`,
      { name: 'To do', color: 'red' },
      withCookie(owner.cookie),
    );
    expect(await response.json()).toMatchObject({
      tag: { name: 'To do', color: 'red', noteCount: 1 },
    });
    expect(await noteTags(server, owner, note.id)).toEqual(['To do']);
  });

  it('merges a tag renamed onto an existing name', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const both = await buildNote(server, owner, { tags: ['ideas', 'Thoughts'] });
    const onlyThoughts = await buildNote(server, owner, { tags: ['Thoughts'] });
    const tags = await listTags(server, owner);
    const thoughts = tags.find((t) => t.name === 'Thoughts');
    const ideas = tags.find((t) => t.name === 'ideas');
    const response = await server.patch(
      `/api/tags/${thoughts?.id}`,
      { name: 'IDEAS' },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      tag: { id: ideas?.id, name: 'ideas', noteCount: 2 },
    });
    expect((await listTags(server, owner)).map((t) => t.name)).toEqual(['ideas']);
    expect(await noteTags(server, owner, both.id)).toEqual(['ideas']);
    expect(await noteTags(server, owner, onlyThoughts.id)).toEqual(['ideas']);
  });

  it('deletes a tag; its notes keep their content', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, { title: 'Keep me', tags: ['temporary'] });
    const [temporary] = await listTags(server, owner);
    expect(
      (await server.delete(`/api/tags/${temporary?.id}`, withCookie(owner.cookie))).status,
    ).toBe(204);
    expect(await noteTags(server, owner, note.id)).toEqual([]);
    expect((await server.get(`/api/notes/${note.id}`, withCookie(owner.cookie))).status).toBe(200);
  });

  it('never shows or changes another user’s tags', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const other = await buildUser(server);
    await buildNote(server, owner, { tags: ['secret'] });
    const [secret] = await listTags(server, owner);
    expect(await listTags(server, other)).toEqual([]);
    expect(
      (await server.patch(`/api/tags/${secret?.id}`, { name: 'mine' }, withCookie(other.cookie)))
        .status,
    ).toBe(404);
    expect((await server.delete(`/api/tags/${secret?.id}`, withCookie(other.cookie))).status).toBe(
      404,
    );
    expect((await listTags(server, owner)).map((t) => t.name)).toEqual(['secret']);
  });

  it('answers 401 signed out', async () => {
    const server = await getTestServer();
    expect((await server.get('/api/tags')).status).toBe(401);
  });
});
