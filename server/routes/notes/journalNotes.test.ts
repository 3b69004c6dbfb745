import type { JournalEntry } from '@common/schemas/journal';
import type { NoteList, SearchResponse } from '@common/schemas/notes';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

/** Journal entries among the notes: the list's filters, its mood, search and discard. */

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

async function writeDay(user: TestUser, date: string, body: object = {}): Promise<JournalEntry> {
  const response = await server.put(`/api/journal/${date}`, body, withCookie(user.cookie));
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return ((await response.json()) as { entry: JournalEntry }).entry;
}

async function listNotes(user: TestUser, query: string): Promise<NoteList> {
  const response = await server.get(`/api/notes${query}`, withCookie(user.cookie));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as NoteList;
}

describe('GET /api/notes with journal entries', () => {
  it('shows each entry’s day and mood, and null for other notes', async () => {
    const user = await buildUser(server);
    const entry = await writeDay(user, '2026-01-10', { markdown: 'A calm day', mood: 4 });
    const plain = await buildNote(server, user, { title: 'Shopping' });
    const { notes } = await listNotes(user, '');
    expect(notes.find((note) => note.id === entry.noteId)?.journal).toEqual({
      date: '2026-01-10',
      mood: 4,
    });
    expect(notes.find((note) => note.id === plain.id)?.journal).toBeNull();
    const single = (await (
      await server.get(`/api/notes/${entry.noteId}`, withCookie(user.cookie))
    ).json()) as { note: { journal: unknown } };
    expect(single.note.journal).toEqual({ date: '2026-01-10', mood: 4 });
  });

  it('filters by kind and by journal day, and pages within a filter', async () => {
    const user = await buildUser(server);
    const first = await writeDay(user, '2026-01-11', { mood: 1 });
    const second = await writeDay(user, '2026-01-12', { mood: null });
    const plain = await buildNote(server, user, { title: 'Not an entry' });

    const journal = await listNotes(user, '?kind=journal&sort=created&order=asc');
    expect(journal.notes.map((note) => note.id)).toEqual([first.noteId, second.noteId]);
    const others = await listNotes(user, '?kind=note');
    expect(others.notes.map((note) => note.id)).toContain(plain.id);
    expect(others.notes.every((note) => note.journal === null)).toBe(true);

    const day = await listNotes(user, '?date=2026-01-12');
    expect(day.notes.map((note) => note.id)).toEqual([second.noteId]);
    expect(day.notes[0]?.journal).toEqual({ date: '2026-01-12', mood: null });
    expect((await listNotes(user, '?date=2026-01-13')).notes).toEqual([]);

    const page = await listNotes(user, '?kind=journal&limit=1&sort=created&order=asc');
    expect(page.notes.map((note) => note.id)).toEqual([first.noteId]);
    const next = await listNotes(
      user,
      `?kind=journal&limit=1&sort=created&order=asc&cursor=${encodeURIComponent(page.nextCursor ?? '')}`,
    );
    expect(next.notes.map((note) => note.id)).toEqual([second.noteId]);
  });

  it('shows a trashed entry’s day in the trash too', async () => {
    const user = await buildUser(server);
    const entry = await writeDay(user, '2026-01-14', { mood: 2 });
    await server.delete(`/api/notes/${entry.noteId}`, withCookie(user.cookie));
    const trash = (await (
      await server.get('/api/trash', withCookie(user.cookie))
    ).json()) as NoteList;
    expect(trash.notes.find((note) => note.id === entry.noteId)?.journal).toEqual({
      date: '2026-01-14',
      mood: 2,
    });
    expect((await listNotes(user, '?kind=journal')).notes).toEqual([]);
  });

  it.each(['?kind=diary', '?date=2026-02-30', '?date=yesterday', `?date=${'9'.repeat(3000)}`])(
    'refuses %s with 400',
    async (query) => {
      const user = await buildUser(server);
      expect((await server.get(`/api/notes${query}`, withCookie(user.cookie))).status).toBe(400);
    },
  );
});

describe('GET /api/search', () => {
  it('finds a journal entry by a word of its body, and not once it is in the trash', async () => {
    const user = await buildUser(server);
    const entry = await writeDay(user, '2026-01-09', {
      markdown: 'Saw a kingfisher by the canal this morning.',
    });
    const search = async () =>
      (await (
        await server.get('/api/search?q=kingfisher', withCookie(user.cookie))
      ).json()) as SearchResponse;
    expect((await search()).results.map((result) => result.id)).toEqual([entry.noteId]);
    await server.delete(`/api/notes/${entry.noteId}`, withCookie(user.cookie));
    expect((await search()).results).toEqual([]);
  });
});

describe('POST /api/notes/:id/discard on a journal entry', () => {
  const discard = (user: TestUser, noteId: string) =>
    server.post(`/api/notes/${noteId}/discard`, undefined, withCookie(user.cookie));

  it('discards a blank entry (its title is the day, set by the server) and its day', async () => {
    const user = await buildUser(server);
    const entry = await writeDay(user, '2026-01-08', { gratitude: ['', '', ''] });
    expect((await discard(user, entry.noteId)).status).toBe(204);
    expect((await server.get('/api/journal/2026-01-08', withCookie(user.cookie))).status).toBe(404);
    expect((await server.get(`/api/notes/${entry.noteId}`, withCookie(user.cookie))).status).toBe(
      404,
    );
  });

  it.each([
    ['a mood', { mood: 3 }],
    ['a gratitude line', { gratitude: ['', 'Sunshine'] }],
    ['a body', { markdown: 'Only a few words' }],
  ])('keeps an entry holding %s and answers 409', async (_name, body) => {
    const user = await buildUser(server);
    const entry = await writeDay(user, '2026-01-07', body);
    const response = await discard(user, entry.noteId);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('CONFLICT');
    expect((await server.get('/api/journal/2026-01-07', withCookie(user.cookie))).status).toBe(200);
  });

  it('answers 404 for another user’s entry and keeps it', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const entry = await writeDay(owner, '2026-01-06');
    expect((await discard(stranger, entry.noteId)).status).toBe(404);
    expect((await server.get('/api/journal/2026-01-06', withCookie(owner.cookie))).status).toBe(
      200,
    );
  });
});
