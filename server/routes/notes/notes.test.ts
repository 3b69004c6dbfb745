import type { Note, NoteList } from '@common/schemas/notes';
import { describe, expect, it } from 'vitest';
import { buildNote, buildUser, withCookie } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';
import { WELCOME_NOTE_TITLE } from '../../notes/welcomeNote';

const readNote = async (server: TestServer, cookie: string, id: string) =>
  ((await (await server.get(`/api/notes/${id}`, withCookie(cookie))).json()) as { note: Note })
    .note;
const listAll = async (server: TestServer, cookie: string, query = '') =>
  (await (await server.get(`/api/notes${query}`, withCookie(cookie))).json()) as NoteList;
/** The page without the welcome note every account starts with: these tests are about their own notes. */
const list = async (server: TestServer, cookie: string, query = '') => {
  const page = await listAll(server, cookie, query);
  return { ...page, notes: page.notes.filter((n) => n.title !== WELCOME_NOTE_TITLE) };
};

describe('a new account', () => {
  it('starts with one welcome note that teaches the features, and can delete it', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { notes } = await listAll(server, owner.cookie);
    expect(notes.map((n) => n.title)).toEqual([WELCOME_NOTE_TITLE]);
    const welcome = await readNote(server, owner.cookie, notes[0]!.id);
    expect(welcome.markdown).toContain('- [ ] Create a note');
    expect(welcome.markdown).toContain('Ctrl+K');
    expect(welcome.wordCount).toBeGreaterThan(200);
    expect((await server.delete(`/api/notes/${welcome.id}`, withCookie(owner.cookie))).status).toBe(
      200,
    );
    expect((await listAll(server, owner.cookie)).notes).toEqual([]);
  });
});

describe('POST /api/notes', () => {
  it('creates a note from Markdown, with its projection and tags', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const response = await server.post(
      '/api/notes',
      {
        title: 'Lecture 3',
        markdown: '# Entropy\n\n- [ ] read chapter 4\n\nIt **always** grows.',
        tags: ['Physics', 'physics', 'Uni'],
      },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(201);
    const { note } = (await response.json()) as { note: Note };
    expect(note).toMatchObject({
      title: 'Lecture 3',
      pinned: false,
      deletedAt: null,
      wordCount: 7,
    });
    expect(note.markdown).toContain('# Entropy');
    expect(note.markdown).toContain('- [ ] read chapter 4');
    expect(note.excerpt).toBe('Entropy read chapter 4 It always grows.');
    expect(note.tags.map((t) => t.name)).toEqual(['Physics', 'Uni']);
  });

  it('creates an empty note with nothing given', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const response = await server.post('/api/notes', {}, withCookie(owner.cookie));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { note: Note }).note).toMatchObject({
      title: '',
      markdown: '',
      wordCount: 0,
    });
  });

  it('keeps a quote whose next line runs on from a lettered list (it once answered 500)', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const response = await server.post(
      '/api/notes',
      { markdown: '> a.  \nthe line after the quote' },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(201);
    const { note } = (await response.json()) as { note: Note };
    expect(note.markdown).toContain('the line after the quote');
    expect(note.wordCount).toBe(5);
  });

  it('answers a new note exactly as reading it answers, tags new and old, with or without an id', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const tagged = await server.post(
      '/api/tags',
      { name: 'Reading', color: 'teal' },
      withCookie(owner.cookie),
    );
    expect(tagged.status).toBe(201);
    const bodies = [
      {},
      { title: 'Plain', markdown: 'Some **text**' },
      { title: 'Tagged', markdown: '- [ ] one', tags: ['reading', 'Zebra', 'apple', 'ZEBRA'] },
      { id: crypto.randomUUID(), title: 'Offline', tags: ['Reading'] },
      { templateId: 'builtin:meeting-notes' },
    ];
    for (const body of bodies) {
      const created = await server.post('/api/notes', body, withCookie(owner.cookie));
      expect(created.status).toBe(201);
      const answered = ((await created.json()) as { note: Note }).note;
      expect(answered).toEqual(await readNote(server, owner.cookie, answered.id));
    }
  });

  it('answers new notes sent at once (written together) each exactly as reading it answers', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const bodies = Array.from({ length: 12 }, (_, index) => ({
      title: `At once ${index}`,
      ...(index % 3 === 0 ? {} : { markdown: `Line **${index}**` }),
      ...(index % 2 === 0 ? { tags: ['Shared', index % 4 === 0 ? 'SHARED' : 'own'] } : {}),
    }));
    const sent = await Promise.all(
      bodies.map((body, index) =>
        server.post('/api/notes', body, withCookie((index === 5 ? other : owner).cookie)),
      ),
    );
    expect(sent.map((response) => response.status)).toEqual(bodies.map(() => 201));
    for (const [index, response] of sent.entries()) {
      const answered = ((await response.json()) as { note: Note }).note;
      const cookie = (index === 5 ? other : owner).cookie;
      expect(answered).toEqual(await readNote(server, cookie, answered.id));
    }
    const tags = (await (await server.get('/api/tags', withCookie(owner.cookie))).json()) as {
      tags: { name: string }[];
    };
    expect(tags.tags.map(({ name }) => name).sort()).toEqual(['Shared', 'own']);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const response = await server.post(
      '/api/notes',
      { title: 42, tags: ['ok', 'a,b'] },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues.map((i) => i.path)).toEqual(['title', 'tags.1']);
  });

  it('answers 401 signed out', async () => {
    const server = await getTestServer();
    expect((await server.post('/api/notes', {})).status).toBe(401);
    expect((await server.get('/api/notes')).status).toBe(401);
  });
});

describe('GET, PATCH and DELETE /api/notes/:id', () => {
  it('edits title, Markdown, pin and tags, all visible on the next read', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const created = await buildNote(server, owner, { title: 'Draft', tags: ['ideas'] });
    const response = await server.patch(
      `/api/notes/${created.id}`,
      { title: 'Plan', markdown: 'Step **one**', pinned: true, tags: ['work'] },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(200);
    const note = await readNote(server, owner.cookie, created.id);
    expect(note).toMatchObject({ title: 'Plan', markdown: 'Step **one**', pinned: true });
    expect(note.tags.map((t) => t.name)).toEqual(['work']);
    expect(new Date(note.updatedAt).getTime()).toBeGreaterThan(new Date(note.createdAt).getTime());
  });

  it('refuses an empty patch', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const created = await buildNote(server, owner);
    const response = await server.patch(`/api/notes/${created.id}`, {}, withCookie(owner.cookie));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'Nothing to change' } });
  });

  it('hides another user’s note behind a 404 for every verb', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const created = await buildNote(server, owner, { title: 'Private' });
    const cookie = withCookie(other.cookie);
    expect((await server.get(`/api/notes/${created.id}`, cookie)).status).toBe(404);
    expect(
      (await server.patch(`/api/notes/${created.id}`, { title: 'Mine now' }, cookie)).status,
    ).toBe(404);
    expect((await server.delete(`/api/notes/${created.id}`, cookie)).status).toBe(404);
    expect((await server.post(`/api/notes/${created.id}/restore`, {}, cookie)).status).toBe(404);
    expect((await list(server, other.cookie)).notes).toEqual([]);
    expect((await readNote(server, owner.cookie, created.id)).title).toBe('Private');
  });

  it('moves a note to the trash and restores it with its tags', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const created = await buildNote(server, owner, { tags: ['keep'] });
    const trashed = await server.delete(`/api/notes/${created.id}`, withCookie(owner.cookie));
    expect(trashed.status).toBe(200);
    expect(((await trashed.json()) as { note: Note }).note.deletedAt).not.toBeNull();
    expect((await server.get(`/api/notes/${created.id}`, withCookie(owner.cookie))).status).toBe(
      404,
    );
    expect((await list(server, owner.cookie)).notes).toEqual([]);

    const restored = await server.post(
      `/api/notes/${created.id}/restore`,
      {},
      withCookie(owner.cookie),
    );
    expect(restored.status).toBe(200);
    const note = ((await restored.json()) as { note: Note }).note;
    expect(note.deletedAt).toBeNull();
    expect(note.tags.map((t) => t.name)).toEqual(['keep']);
  });
});

describe('GET /api/notes', () => {
  it('pages through every note exactly once, newest first', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await buildNote(server, owner, { title: `n${i}` })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: NoteList = await list(
        server,
        owner.cookie,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.notes.length).toBeLessThanOrEqual(2);
      seen.push(...page.notes.map((n) => n.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it('lists only notes created before a given instant (the timeline jumps with it)', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const older = await buildNote(server, owner, { title: 'older' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const boundary = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await buildNote(server, owner, { title: 'newer' });
    const page = await list(server, owner.cookie, `?sort=created&createdBefore=${boundary}`);
    expect(page.notes.map((n) => n.id)).toEqual([older.id]);
    const bad = await server.get('/api/notes?createdBefore=yesterday', withCookie(owner.cookie));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('createdBefore must be an ISO date-time');
  });

  it('sorts by title and filters by tag and pin', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const banana = await buildNote(server, owner, { title: 'Banana', tags: ['Fruit'] });
    await buildNote(server, owner, { title: 'apple', tags: ['fruit'] });
    await buildNote(server, owner, { title: 'Carrot', tags: ['veg'] });
    await server.patch(`/api/notes/${banana.id}`, { pinned: true }, withCookie(owner.cookie));

    expect(
      (await list(server, owner.cookie, '?sort=title&order=asc')).notes.map((n) => n.title),
    ).toEqual(['Banana', 'Carrot', 'apple']);
    expect(
      (await list(server, owner.cookie, '?tag=FRUIT&sort=title')).notes.map((n) => n.title),
    ).toEqual(['Banana', 'apple']);
    expect((await list(server, owner.cookie, '?pinned=true')).notes.map((n) => n.title)).toEqual([
      'Banana',
    ]);
  });

  it('refuses a forged cursor and a silly limit with 400', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    expect((await server.get('/api/notes?cursor=not-ours', withCookie(owner.cookie))).status).toBe(
      400,
    );
    expect((await server.get('/api/notes?limit=100000', withCookie(owner.cookie))).status).toBe(
      400,
    );
    expect((await server.get('/api/notes?sort=colour', withCookie(owner.cookie))).status).toBe(400);
  });
});
