import type { NoteList } from '@common/schemas/notes';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as Y from 'yjs';
import { BODY_FIELD } from '@common/editor/noteFields';
import { startCollabServer, typeParagraph, waitFor } from '../collab/collabTestSupport';
import { openPostgres } from '../db/postgresClient';
import { noteUpdate } from '../db/schema';
import { loadDemoNotes } from '../demo/demoNotes';
import { createLogger } from '../logger';
import { WELCOME_NOTE_TITLE } from '../notes/welcomeNote';
import { loadBuiltInTemplates } from '../templates/builtInTemplates';
import { buildNote, buildUser, cookiesFrom, withCookie, type TestUser } from '../test/factories';
import { noteEvents, type NoteChanged } from './noteChanged';

// Real sockets and a server beside other test runs: more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let live: Awaited<ReturnType<typeof startCollabServer>>;

beforeAll(async () => {
  live = await startCollabServer();
});

afterAll(() => live.stop());

const silent = createLogger('silent', false);

/** Every note-changed event of the test server's database from now to the end of the test. */
function listen() {
  const heard: NoteChanged[] = [];
  const stop = noteEvents(live.database.db).subscribe((event) => void heard.push(event), silent);
  onTestFinished(stop);
  return {
    of: (noteId: string) => heard.filter((event) => event.noteId === noteId),
    ofUser: (userId: string) => heard.filter((event) => event.userId === userId),
  };
}

async function patchNote(owner: TestUser, id: string, patch: object) {
  const response = await live.server.patch(`/api/notes/${id}`, patch, withCookie(owner.cookie));
  expect(response.status).toBe(200);
}

/** Stores the open documents now, as the debounce would a second later. */
const storeNow = () => live.collab.hocuspocus.flushPendingStores();

describe('the note-changed event of each write path', () => {
  it('REST create: one event from the API; a blank note changed no text', async () => {
    const owner = await buildUser(live.server);
    const events = listen();
    const written = await buildNote(live.server, owner, { title: 'Plan', tags: ['work'] });
    expect(events.of(written.id)).toEqual([
      { noteId: written.id, userId: owner.id, source: 'api', textChanged: true },
    ]);

    const response = await live.server.post('/api/notes', {}, withCookie(owner.cookie));
    const { note: blank } = (await response.json()) as { note: { id: string } };
    expect(events.of(blank.id)).toEqual([
      { noteId: blank.id, userId: owner.id, source: 'api', textChanged: false },
    ]);
  });

  it('REST update: the text changed for a new title or words; not for pin, tags, formatting or the same title', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { title: 'Draft', markdown: 'Some text.' });
    const events = listen();
    const textChangedBy = async (patch: object) => {
      const before = events.of(created.id).length;
      await patchNote(owner, created.id, patch);
      const after = events.of(created.id);
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)).toMatchObject({ userId: owner.id, source: 'api' });
      return after.at(-1)?.textChanged;
    };

    expect(await textChangedBy({ title: 'Final' })).toBe(true);
    expect(await textChangedBy({ markdown: 'Some other text.' })).toBe(true);
    expect(await textChangedBy({ pinned: true })).toBe(false);
    expect(await textChangedBy({ tags: ['work'] })).toBe(false);
    expect(await textChangedBy({ markdown: 'Some **other** text.' })).toBe(false);
    expect(await textChangedBy({ title: 'Final', pinned: false })).toBe(false);
  });

  it('template: one event from the API, with the template’s text', async () => {
    const owner = await buildUser(live.server);
    const [template] = loadBuiltInTemplates();
    const events = listen();
    const response = await live.server.post(
      '/api/notes',
      { templateId: template?.id },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(201);
    const { note } = (await response.json()) as { note: { id: string; title: string } };
    expect(note.title).toBe(template?.name);
    expect(events.ofUser(owner.id)).toEqual([
      { noteId: note.id, userId: owner.id, source: 'api', textChanged: true },
    ]);
  });

  it('welcome note: one event for the new account', async () => {
    const events = listen();
    const owner = await buildUser(live.server);
    const { notes } = (await (
      await live.server.get('/api/notes', withCookie(owner.cookie))
    ).json()) as NoteList;
    const welcome = notes.find((note) => note.title === WELCOME_NOTE_TITLE);
    expect(events.ofUser(owner.id)).toEqual([
      { noteId: welcome?.id, userId: owner.id, source: 'api', textChanged: true },
    ]);
  });

  it('demo notes: one event per note, each written once with its pin and date', async () => {
    const events = listen();
    const response = await live.server.post(
      '/api/demo',
      {},
      { headers: { 'X-Forwarded-For': '198.51.100.7' } },
    );
    expect(response.status).toBe(201);
    const cookie = cookiesFrom(response);
    const me = (await (await live.server.get('/api/me', withCookie(cookie))).json()) as {
      user: { id: string };
    };
    const { notes } = (await (
      await live.server.get('/api/notes?limit=50', withCookie(cookie))
    ).json()) as NoteList;
    const heard = events.ofUser(me.user.id);
    // The welcome note and the samples, each heard once.
    expect(heard).toHaveLength(1 + loadDemoNotes().length);
    expect(heard.map((event) => event.noteId).sort()).toEqual(notes.map((note) => note.id).sort());
    for (const event of heard) expect(event).toMatchObject({ source: 'api', textChanged: true });
  });

  it('editor store: one event from the editor; formatting alone changes no text', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { title: 'Live', markdown: 'Start.' });
    const events = listen();
    const editor = live.connect(owner, created.id);
    await editor.synced;

    typeParagraph(editor.document, 'Typed live.');
    await editor.acknowledged();
    storeNow();
    await waitFor(() => events.of(created.id).length === 1);
    expect(events.of(created.id)).toEqual([
      { noteId: created.id, userId: owner.id, source: 'editor', textChanged: true },
    ]);

    const typed = editor.document.getXmlFragment(BODY_FIELD).get(1) as Y.XmlElement;
    (typed.get(0) as Y.XmlText).format(0, 5, { bold: {} });
    await editor.acknowledged();
    storeNow();
    await waitFor(() => events.of(created.id).length === 2);
    expect(events.of(created.id)[1]).toEqual({
      noteId: created.id,
      userId: owner.id,
      source: 'editor',
      textChanged: false,
    });
    expect((await live.server.get(`/api/notes/${created.id}`, withCookie(owner.cookie))).ok).toBe(
      true,
    );
  });

  it('REST edit of an open note: one event from the API, though the live document is stored too', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { title: 'Open' });
    const editor = live.connect(owner, created.id);
    await editor.synced;
    const events = listen();

    await patchNote(owner, created.id, { markdown: 'Written from another app.' });
    await patchNote(owner, created.id, { markdown: 'Written from another app.', pinned: true });
    expect(events.of(created.id)).toEqual([
      { noteId: created.id, userId: owner.id, source: 'api', textChanged: true },
      { noteId: created.id, userId: owner.id, source: 'api', textChanged: false },
    ]);

    // The editor's own typing afterwards is the editor's.
    typeParagraph(editor.document, 'Then typed live.');
    await editor.acknowledged();
    storeNow();
    await waitFor(() => events.of(created.id).length > 2);
    expect(events.of(created.id).slice(2)).toEqual([
      { noteId: created.id, userId: owner.id, source: 'editor', textChanged: true },
    ]);
  });

  it('a leftover log merged at start: one event from the editor', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { markdown: 'Stored.' });
    const doc = new Y.Doc();
    typeParagraph(doc, 'Acknowledged, then the server died.');
    await live.database.db
      .insert(noteUpdate)
      .values({ noteId: created.id, update: Y.encodeStateAsUpdate(doc) });
    const events = listen();

    await live.collab.mergeLeftoverUpdates();
    expect(events.of(created.id)).toEqual([
      { noteId: created.id, userId: owner.id, source: 'editor', textChanged: true },
    ]);
  });
});

describe('subscribers', () => {
  it('a subscriber that throws or rejects is logged and fails neither the write nor the others', async () => {
    const owner = await buildUser(live.server);
    const logged: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
    const { db } = live.database;
    const stops = [
      noteEvents(db).subscribe(() => {
        throw new Error('listener broke');
      }, logger),
      noteEvents(db).subscribe(() => Promise.reject(new Error('listener rejected')), logger),
    ];
    onTestFinished(() => stops.forEach((stop) => stop()));
    const events = listen();

    const written = await buildNote(live.server, owner, { title: 'Still saved' });
    expect(events.of(written.id)).toHaveLength(1);
    await waitFor(() => logged.length === 2);
    expect(logged.join('\n')).toContain('listener broke');
    expect(logged.join('\n')).toContain('listener rejected');
    expect(logged.join('\n')).toContain(written.id);
  });

  it('hears nothing once unsubscribed', async () => {
    const owner = await buildUser(live.server);
    const heard: NoteChanged[] = [];
    const stop = noteEvents(live.database.db).subscribe((event) => void heard.push(event), silent);
    const first = await buildNote(live.server, owner);
    stop();
    await buildNote(live.server, owner);
    expect(heard.filter((event) => event.userId === owner.id).map((event) => event.noteId)).toEqual(
      [first.id],
    );
  });

  it('hears only its own database: another server’s writes do not reach it', async () => {
    // Another database's handle, as another server in this process holds it (never connected here).
    const other = openPostgres('postgres://nobody@127.0.0.1:9/another');
    onTestFinished(() => other.close());
    const heardElsewhere: NoteChanged[] = [];
    onTestFinished(
      noteEvents(other.db).subscribe((event) => void heardElsewhere.push(event), silent),
    );
    const events = listen();
    const owner = await buildUser(live.server);
    const written = await buildNote(live.server, owner);
    expect(events.of(written.id)).toHaveLength(1);
    expect(heardElsewhere).toEqual([]);
  });

  it('refuses a transaction’s handle, whose events would reach nobody before it commits', async () => {
    await expect(
      live.database.db.transaction(async (tx) => {
        noteEvents(tx);
        return Promise.resolve();
      }),
    ).rejects.toThrow(/not to one of its transactions/);
  });
});
