import { BODY_FIELD } from '@common/editor/noteFields';
import { VERSION_AUTO_INTERVAL_MS, type VersionSummary } from '@common/schemas/versions';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { startCollabServer, typeParagraph, waitFor } from '../collab/collabTestSupport';
import { note, noteVersion } from '../db/schema';
import { projectNote } from '../notes/noteDocument';
import { buildNote, buildUser, withCookie, type TestUser } from '../test/factories';

/*
 * Version history with real editors: two Yjs clients on the collaboration
 * server, the automatic versions on a clock the test drives, and a restore
 * while one device is offline.
 */

let collab: Awaited<ReturnType<typeof startCollabServer>>;
let owner: TestUser;
let clock = new Date('2026-03-01T09:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  collab = await startCollabServer({ now: () => clock });
  owner = await buildUser(collab.server);
}, 60_000);
afterAll(() => collab.stop());

const db = () => collab.database.db;

async function versionRows(noteId: string) {
  return db()
    .select({ source: noteVersion.source, markdown: noteVersion.markdown })
    .from(noteVersion)
    .where(eq(noteVersion.noteId, noteId))
    .orderBy(asc(noteVersion.createdAt));
}

async function storedMarkdown(noteId: string) {
  const [row] = await db()
    .select({ markdown: note.markdown })
    .from(note)
    .where(eq(note.id, noteId));
  return row?.markdown ?? '';
}

/** Waits until the server has stored a body holding this text (the store follows a pause). */
const stored = (noteId: string, text: string) =>
  waitFor(async () => (await storedMarkdown(noteId)).includes(text), 15_000);

/** Replaces the text of the body's nth paragraph, as typing over it would. */
function retype(doc: Y.Doc, index: number, text: string) {
  const paragraph = doc.getXmlFragment(BODY_FIELD).get(index) as Y.XmlElement;
  const inner = paragraph.get(0) as Y.XmlText;
  doc.transact(() => {
    inner.delete(0, inner.length);
    inner.insert(0, text);
  });
}

describe('automatic versions', () => {
  it(
    'saves one after a pause in editing, at most one per ten minutes, and sees an image',
    {
      timeout: 60_000,
    },
    async () => {
      const { id } = await buildNote(collab.server, owner, { title: 'Diary', markdown: '' });
      const editor = collab.connect(owner, id);
      await editor.synced;

      typeParagraph(editor.document, 'first words');
      await stored(id, 'first words');
      await waitFor(async () => (await versionRows(id)).length === 1);

      // More typing, a few minutes later: stored, but no second version yet.
      advance(VERSION_AUTO_INTERVAL_MS / 2);
      typeParagraph(editor.document, 'second thoughts');
      await stored(id, 'second thoughts');
      expect(await versionRows(id)).toHaveLength(1);

      // Ten minutes after the first version: the next store saves one.
      advance(VERSION_AUTO_INTERVAL_MS / 2);
      typeParagraph(editor.document, 'third try');
      await stored(id, 'third try');
      await waitFor(async () => (await versionRows(id)).length === 2);

      // Ten more minutes, and a change that only adds an image: that is a change too.
      advance(VERSION_AUTO_INTERVAL_MS);
      const image = new Y.XmlElement('image');
      image.setAttribute('src', '/api/attachments/0b5c1f3e-0000-4000-8000-000000000001');
      editor.document.getXmlFragment(BODY_FIELD).push([image]);
      await stored(id, '](/api/attachments/0b5c1f3e');
      await waitFor(async () => (await versionRows(id)).length === 3);

      const rows = await versionRows(id);
      expect(rows.map((row) => row.source)).toEqual(['auto', 'auto', 'auto']);
      expect(rows[0]?.markdown).toBe('first words');
      expect(rows[1]?.markdown).toBe('first words\n\nsecond thoughts\n\nthird try');
      expect(rows[2]?.markdown).toContain('![](/api/attachments/');
    },
  );
});

describe('Save version with the note open', () => {
  it('saves the live document, with words the store has not written yet', async () => {
    const { id } = await buildNote(collab.server, owner, { title: 'Live', markdown: '' });
    const editor = collab.connect(owner, id);
    await editor.synced;
    typeParagraph(editor.document, 'typed just now');
    await editor.acknowledged();
    const response = await collab.server.post(
      `/api/notes/${id}/versions`,
      undefined,
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(201);
    const { version } = (await response.json()) as { version: VersionSummary };
    const content = await collab.server.get(
      `/api/notes/${id}/versions/${version.id}`,
      withCookie(owner.cookie),
    );
    expect(await content.json()).toMatchObject({ markdown: 'typed just now' });
  });
});

describe('restore with a device offline', () => {
  it(
    'is a forward change: the offline device’s later edits merge on top, the old text never comes back',
    {
      timeout: 60_000,
    },
    async () => {
      const { id } = await buildNote(collab.server, owner, {
        title: 'Story',
        markdown: 'one\n\ntwo\n\nthree',
      });
      const saved = await collab.server.post(
        `/api/notes/${id}/versions`,
        undefined,
        withCookie(owner.cookie),
      );
      const { version } = (await saved.json()) as { version: VersionSummary };

      const a = collab.connect(owner, id);
      const b = collab.connect(owner, id);
      await Promise.all([a.synced, b.synced]);
      // After the version: the first paragraph rewritten on device A.
      retype(a.document, 0, 'one, rewritten');
      await a.acknowledged();
      await waitFor(() => projectNote(b.document).markdown.startsWith('one, rewritten'));

      // B goes offline, edits the third paragraph (the restore leaves it alone) and adds a fourth.
      // Offline once the socket has closed: a connect() while the close is still under way does
      // nothing (the socket reports itself connected), and the close then stops all reconnecting.
      b.socket.disconnect();
      await b.closed;
      retype(b.document, 2, 'three, edited offline');
      typeParagraph(b.document, 'four, written offline');

      const restore = await collab.server.post(
        `/api/notes/${id}/versions/${version.id}/restore`,
        undefined,
        withCookie(owner.cookie),
      );
      expect(restore.status).toBe(200);
      await waitFor(() => projectNote(a.document).markdown === 'one\n\ntwo\n\nthree');

      // B comes back: its edits merge on top of the restore.
      void b.socket.connect();
      const expected = 'one\n\ntwo\n\nthree, edited offline\n\nfour, written offline';
      await waitFor(() => projectNote(a.document).markdown === expected, 10_000);
      await waitFor(() => projectNote(b.document).markdown === expected, 10_000);
      await stored(id, 'four, written offline');
      expect(await storedMarkdown(id)).toBe(expected);
      expect(await storedMarkdown(id)).not.toContain('rewritten');

      // The text the restore replaced is kept as a version.
      const rows = await versionRows(id);
      expect(rows.map((row) => row.source)).toEqual(['manual', 'restore']);
      expect(rows[1]?.markdown).toBe('one, rewritten\n\ntwo\n\nthree');
    },
  );
});
