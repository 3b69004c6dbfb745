import { NOTE_META_CHANGED } from '@common/collabMessages';
import type { Note } from '@common/schemas/notes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { note, noteUpdate, session } from '../db/schema';
import { BODY_FIELD, TITLE_FIELD } from '@common/editor/noteFields';
import { createNoteDoc, encodeNoteDoc, projectNote } from '../notes/noteDocument';
import { buildNote, buildUser, signIn, withCookie, type TestUser } from '../test/factories';
import { logParagraph, startCollabServer, typeParagraph, waitFor } from './collabTestSupport';
import { SESSION_REVOKED } from './sessionWatch';
import { MAX_MESSAGE_BYTES } from './updateGuard';

// Real sockets, megabyte updates and a server beside other test runs: more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let live: Awaited<ReturnType<typeof startCollabServer>>;

beforeAll(async () => {
  live = await startCollabServer({ sessionCheckIntervalMs: 300 });
});

afterAll(async () => {
  await live.stop();
});

async function readNote(user: TestUser, id: string): Promise<Note> {
  const response = await live.server.get(`/api/notes/${id}`, withCookie(user.cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { note: Note }).note;
}

async function storedNow() {
  live.collab.hocuspocus.flushPendingStores();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('oversized WebSocket messages', () => {
  it('closes the socket on a frame past the cap without reading it, and keeps answering others', async () => {
    const owner = await buildUser(live.server);
    const socket = new WebSocket(live.url, {
      headers: { Cookie: owner.cookie, Origin: 'http://localhost:3000' },
    });
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    socket.send(Buffer.alloc(MAX_MESSAGE_BYTES * 2, 1));

    const started = Date.now();
    const health = await fetch(`http://${live.origin}/api/health`);
    expect(health.status).toBe(200);
    // Generous: the point is "no freeze", which took 42 s before the cap.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await closed).toBe(1009);
  });
});

describe('updates the note schema does not know', () => {
  it('refuses an unknown element and disconnects its sender; the note keeps saving', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { markdown: 'Start.' });
    const poisoner = live.connect(owner, created.id);
    const editor = live.connect(owner, created.id);
    await Promise.all([poisoner.synced, editor.synced]);

    typeParagraph(poisoner.document, 'from the future', 'futureWidget');
    const closed = await poisoner.closed;
    expect(closed.code).toBe(4422);
    expect(closed.reason).toContain('futureWidget');

    // Nobody else got it, and later edits are stored as usual.
    typeParagraph(editor.document, 'Edited after the refusal.');
    await editor.acknowledged();
    await storedNow();
    await waitFor(async () =>
      (await readNote(owner, created.id)).markdown.includes('Edited after the refusal.'),
    );
    const names = editor.document
      .getXmlFragment(BODY_FIELD)
      .toArray()
      .map((child) => (child as Y.XmlElement).nodeName);
    expect(names).not.toContain('futureWidget');
    const patched = await live.server.patch(
      `/api/notes/${created.id}`,
      { title: 'Still editable' },
      withCookie(owner.cookie),
    );
    expect(patched.status).toBe(200);
  });

  it('still stores, edits and projects a note that already holds an unknown element', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { markdown: 'Before.' });
    // A row poisoned before these checks existed: an unknown element around a paragraph, an unknown mark.
    const doc = createNoteDoc({ title: 'Poisoned', markdown: 'Before.' });
    const widget = new Y.XmlElement('futureWidget');
    const inner = new Y.XmlElement('paragraph');
    const text = new Y.XmlText();
    text.insert(0, 'Inside the widget', { sparkle: true });
    inner.insert(0, [text]);
    widget.insert(0, [inner]);
    doc.getXmlFragment(BODY_FIELD).insert(1, [widget]);
    await live.database.db
      .update(note)
      .set({ ydoc: encodeNoteDoc(doc) })
      .where(eq(note.id, created.id));

    const patched = await live.server.patch(
      `/api/notes/${created.id}`,
      { title: 'Renamed' },
      withCookie(owner.cookie),
    );
    expect(patched.status).toBe(200);
    expect((await readNote(owner, created.id)).markdown).toBe('Before.\n\nInside the widget');

    const editor = live.connect(owner, created.id);
    await editor.synced;
    typeParagraph(editor.document, 'Typed live.');
    await editor.acknowledged();
    await storedNow();
    await waitFor(async () => (await readNote(owner, created.id)).markdown.endsWith('Typed live.'));
  });

  it('refuses a title or a body past the REST limits', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { title: 'Short', markdown: 'Body.' });

    const titler = live.connect(owner, created.id);
    await titler.synced;
    titler.document.getText(TITLE_FIELD).insert(0, 'x'.repeat(501));
    expect((await titler.closed).code).toBe(4422);

    const writer = live.connect(owner, created.id);
    await writer.synced;
    typeParagraph(writer.document, 'y'.repeat(2_000_001));
    expect((await writer.closed).code).toBe(4422);

    await storedNow();
    const stored = await readNote(owner, created.id);
    expect(stored.title).toBe('Short');
    expect(stored.markdown).toBe('Body.');
  });
});

describe('sessions that end', () => {
  it('closes the sockets of a session at once when it signs out, and only those', async () => {
    const owner = await buildUser(live.server);
    const otherDevice = { ...owner, cookie: await signIn(live.server, owner) };
    const created = await buildNote(live.server, owner);
    const here = live.connect(owner, created.id);
    const there = live.connect(otherDevice, created.id);
    await Promise.all([here.synced, there.synced]);

    const signedOut = await live.server.post(
      '/api/auth/sign-out',
      {},
      { headers: { Cookie: otherDevice.cookie, Origin: 'http://localhost:3000' } },
    );
    expect(signedOut.status).toBe(200);
    const closed = await Promise.race([
      there.closed,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
    ]);
    expect(closed).toEqual(SESSION_REVOKED);

    typeParagraph(here.document, 'This device is still signed in.');
    await here.acknowledged();
  });

  it('closes a socket whose session another server process deleted', async () => {
    const owner = await buildUser(live.server);
    const otherDevice = { ...owner, cookie: await signIn(live.server, owner) };
    const created = await buildNote(live.server, owner);
    const there = live.connect(otherDevice, created.id);
    await there.synced;
    const sessions = await live.database.db
      .select({ id: session.id, token: session.token })
      .from(session)
      .where(eq(session.userId, owner.id));
    const token = decodeURIComponent(
      /better-auth\.session_token=([^;]+)/.exec(otherDevice.cookie)?.[1] ?? '',
    ).split('.')[0];
    const revoked = sessions.find((row) => row.token === token);
    expect(revoked).toBeDefined();
    // Straight in the database, as another process would: no in-process notice.
    await live.database.db.delete(session).where(eq(session.id, revoked?.id ?? ''));
    expect(await there.closed).toEqual(SESSION_REVOKED);
  });
});

describe('the update log', () => {
  it('keeps every acknowledged update in the log until the document is stored', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { markdown: 'Start.' });
    const editor = live.connect(owner, created.id);
    await editor.synced;
    for (let i = 1; i <= 5; i++) typeParagraph(editor.document, `Line ${i}.`);
    await editor.acknowledged();

    const logged = async () =>
      (
        await live.database.db
          .select({ update: noteUpdate.update })
          .from(noteUpdate)
          .where(eq(noteUpdate.noteId, created.id))
      ).map((row) => row.update);
    // What the server acknowledged is in the log (before any store): replayed on the stored document, it is all there.
    const [row] = await live.database.db
      .select({ ydoc: note.ydoc })
      .from(note)
      .where(eq(note.id, created.id));
    const replayed = new Y.Doc();
    Y.applyUpdate(replayed, row?.ydoc ?? new Uint8Array());
    for (const update of await logged()) Y.applyUpdate(replayed, update);
    const text = projectNote(replayed).markdown;
    for (let i = 1; i <= 5; i++) expect(text).toContain(`Line ${i}.`);

    // Stored: the note holds the edits and the log rows it covers are gone.
    await storedNow();
    await waitFor(async () => (await logged()).length === 0);
    expect((await readNote(owner, created.id)).markdown).toContain('Line 5.');
  });

  it('merges a leftover log into its note (the start after a crash)', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { markdown: 'Stored.' });
    await logParagraph(live.database.db, created.id, 'Acknowledged, then the server died.');

    expect(await live.collab.mergeLeftoverUpdates()).toBeGreaterThanOrEqual(1);
    expect((await readNote(owner, created.id)).markdown).toBe(
      'Stored.\n\nAcknowledged, then the server died.',
    );
  });
});

describe('tags and pin', () => {
  it('tells the note’s open editors when its tags or pin change', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner);
    const editor = live.connect(owner, created.id);
    await editor.synced;
    const heard: string[] = [];
    editor.provider.on('stateless', ({ payload }: { payload: string }) => heard.push(payload));

    await live.server.patch(
      `/api/notes/${created.id}`,
      { tags: ['ideas'] },
      withCookie(owner.cookie),
    );
    await waitFor(() => heard.length === 1);
    await live.server.patch(`/api/notes/${created.id}`, { pinned: true }, withCookie(owner.cookie));
    await waitFor(() => heard.length === 2);
    expect(heard).toEqual([NOTE_META_CHANGED, NOTE_META_CHANGED]);
  });

  it('tells the editors of a tag’s notes when it is renamed or deleted', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { tags: ['drafts'] });
    const editor = live.connect(owner, created.id);
    await editor.synced;
    const heard: string[] = [];
    editor.provider.on('stateless', ({ payload }: { payload: string }) => heard.push(payload));
    const tagId = (await readNote(owner, created.id)).tags[0]?.id ?? '';

    const renamed = await live.server.patch(
      `/api/tags/${tagId}`,
      { name: 'finished' },
      withCookie(owner.cookie),
    );
    expect(renamed.status).toBe(200);
    await waitFor(() => heard.length === 1);
    const deleted = await live.server.delete(`/api/tags/${tagId}`, withCookie(owner.cookie));
    expect(deleted.status).toBe(204);
    await waitFor(() => heard.length === 2);
  });
});

describe('pages of other sites', () => {
  /** The handshake's HTTP status: 101 when the socket opens. */
  function handshake(cookie: string, origin: string) {
    return new Promise<number>((resolve) => {
      const socket = new WebSocket(live.url, { headers: { Cookie: cookie, Origin: origin } });
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('error', () => undefined);
    });
  }

  it('may not open a socket with the user’s cookie; the app’s own pages may', async () => {
    const owner = await buildUser(live.server);
    expect(await handshake(owner.cookie, 'https://evil.example')).toBe(403);
    expect(await handshake(owner.cookie, 'http://localhost:3000')).toBe(101);
  });
});
