import { randomUUID } from 'node:crypto';
import type { JournalEntry } from '@common/schemas/journal';
import type { Note } from '@common/schemas/notes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { note as noteTable } from '../../db/schema';
import { buildNote, buildUser, withCookie } from '../../test/factories';
import { getTestServer } from '../../test/support';

const noteOf = async (response: Response) => ((await response.json()) as { note: Note }).note;

describe('POST /api/notes with an id made on the device', { timeout: 30_000 }, () => {
  it('gives the note that id; the same create again answers it (200) without a second note', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const id = randomUUID();
    const body = { id, title: 'Written offline', markdown: 'On the train.', tags: ['trip'] };

    const created = await server.post('/api/notes', body, withCookie(user.cookie));
    expect(created.status).toBe(201);
    const note = await noteOf(created);
    expect(note).toMatchObject({ id, title: 'Written offline', markdown: 'On the train.' });

    const again = await server.post(
      '/api/notes',
      { ...body, title: 'Sent again, changed' },
      withCookie(user.cookie),
    );
    expect(again.status).toBe(200);
    expect(await noteOf(again)).toMatchObject({ id, title: 'Written offline' });
    const rows = await server.database.db
      .select({ id: noteTable.id })
      .from(noteTable)
      .where(eq(noteTable.userId, user.id));
    expect(rows.filter((row) => row.id === id)).toHaveLength(1);
  });

  it('answers a trashed note under the id with 200, still in the trash', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const id = randomUUID();
    await server.post('/api/notes', { id, title: 'Binned' }, withCookie(user.cookie));
    await server.delete(`/api/notes/${id}`, withCookie(user.cookie));
    const again = await server.post('/api/notes', { id, title: 'Binned' }, withCookie(user.cookie));
    expect(again.status).toBe(200);
    const note = await noteOf(again);
    expect(note.id).toBe(id);
    expect(note.deletedAt).not.toBeNull();
  });

  it('refuses another user’s id with 409 and tells nothing of that note', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const owned = await buildNote(server, owner, { title: 'Owner secret title' });
    const taken = await server.post(
      '/api/notes',
      { id: owned.id, title: 'Mine now?' },
      withCookie(stranger.cookie),
    );
    expect(taken.status).toBe(409);
    const text = await taken.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'CONFLICT', message: 'This id is taken' } });
    expect(text).not.toContain('Owner secret');
    const kept = await server.get(`/api/notes/${owned.id}`, withCookie(owner.cookie));
    expect((await noteOf(kept)).title).toBe('Owner secret title');
  });

  it('answers 400 for an id that is not a UUID, and 201 with a new id without one', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const bad = await server.post(
      '/api/notes',
      { id: 'mine-1', title: 'x' },
      withCookie(user.cookie),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { issues: [{ path: 'id' }] } });
    const plain = await server.post('/api/notes', { title: 'x' }, withCookie(user.cookie));
    expect(plain.status).toBe(201);
    expect((await noteOf(plain)).id).toMatch(/^[0-9a-f-]{36}$/);
    const signedOut = await server.post('/api/notes', { id: randomUUID(), title: 'x' });
    expect(signedOut.status).toBe(401);
  });

  it('makes one note when the same id is sent twice at once', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const id = randomUUID();
    const answers = await Promise.all(
      [1, 2].map(() =>
        server.post('/api/notes', { id, title: 'Twice at once' }, withCookie(user.cookie)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
  });
});

describe('PUT /api/journal/:date with the note id made on the device', { timeout: 30_000 }, () => {
  const entryOf = async (response: Response) =>
    ((await response.json()) as { entry: JournalEntry }).entry;

  it('uses noteId when the PUT creates the entry, and ignores it afterwards', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const noteId = randomUUID();
    const created = await server.put(
      '/api/journal/2026-01-10',
      { noteId, markdown: 'Offline day.' },
      withCookie(user.cookie),
    );
    expect(created.status).toBe(201);
    expect((await entryOf(created)).noteId).toBe(noteId);
    const note = await noteOf(await server.get(`/api/notes/${noteId}`, withCookie(user.cookie)));
    expect(note.markdown).toBe('Offline day.');

    const later = await server.put(
      '/api/journal/2026-01-10',
      { noteId: randomUUID(), mood: 4 },
      withCookie(user.cookie),
    );
    expect(later.status).toBe(200);
    expect(await entryOf(later)).toMatchObject({ noteId, mood: 4 });
  });

  it('refuses a noteId another note has (409), for another user’s note or the user’s own', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const owned = await buildNote(server, owner, { title: 'Not a journal' });
    const strangers = await server.put(
      '/api/journal/2026-01-11',
      { noteId: owned.id, markdown: 'x' },
      withCookie(stranger.cookie),
    );
    expect(strangers.status).toBe(409);
    expect(await strangers.json()).toEqual({
      error: { code: 'CONFLICT', message: 'This id is taken' },
    });
    const own = await server.put(
      '/api/journal/2026-01-11',
      { noteId: owned.id },
      withCookie(owner.cookie),
    );
    expect(own.status).toBe(409);
    // Nothing half-made: the day still has no entry.
    const day = await server.get('/api/journal/2026-01-11', withCookie(stranger.cookie));
    expect(day.status).toBe(404);
  });
});
