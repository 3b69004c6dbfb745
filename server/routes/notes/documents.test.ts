import { randomUUID } from 'node:crypto';
import { TITLE_FIELD } from '@common/editor/noteFields';
import type { DocumentsResponse } from '@common/schemas/sync';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { appendUpdate } from '../../collab/updateLog';
import { projectNote } from '../../notes/noteDocument';
import { documentsFor } from '../../sync/noteDocuments';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

async function documents(
  server: TestServer,
  user: TestUser,
  notes: { id: string; stateVector?: string }[],
) {
  const response = await server.post('/api/notes/documents', { notes }, withCookie(user.cookie));
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as DocumentsResponse).documents;
}

/** A device's copy: the updates it was sent, applied in order. */
function deviceCopy(...updates: string[]) {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, Buffer.from(update, 'base64'));
  return doc;
}

describe('POST /api/notes/documents', { timeout: 30_000 }, () => {
  it('sends the whole document, then only what the device lacks', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const note = await buildNote(server, user, { title: 'Kept offline', markdown: 'First line.' });

    const [first] = await documents(server, user, [{ id: note.id }]);
    expect(first).toMatchObject({ id: note.id });
    expect(Date.parse(first?.updatedAt ?? '')).not.toBeNaN();
    const copy = deviceCopy(first?.update ?? '');
    expect(projectNote(copy)).toMatchObject({ title: 'Kept offline', markdown: 'First line.' });

    // Up to date: nothing but an empty update.
    const [same] = await documents(server, user, [
      { id: note.id, stateVector: base64(Y.encodeStateVector(copy)) },
    ]);
    const nothingNew = Y.decodeUpdate(Buffer.from(same?.update ?? '', 'base64'));
    expect(nothingNew.structs).toHaveLength(0);

    await server.patch(
      `/api/notes/${note.id}`,
      { markdown: 'First line.\n\nSecond line, written elsewhere.' },
      withCookie(user.cookie),
    );
    const [changed] = await documents(server, user, [
      { id: note.id, stateVector: base64(Y.encodeStateVector(copy)) },
    ]);
    const whole = (await documents(server, user, [{ id: note.id }]))[0]?.update ?? '';
    expect(changed?.update.length).toBeLessThan(whole.length);
    // Only the new items: none of them is one the device already had.
    const known = Y.decodeStateVector(Y.encodeStateVector(copy));
    for (const struct of Y.decodeUpdate(Buffer.from(changed?.update ?? '', 'base64')).structs)
      expect(struct.id.clock).toBeGreaterThanOrEqual(known.get(struct.id.client) ?? 0);
    Y.applyUpdate(copy, Buffer.from(changed?.update ?? '', 'base64'));
    expect(projectNote(copy).markdown).toBe('First line.\n\nSecond line, written elsewhere.');
    expect(copy.getText(TITLE_FIELD).toJSON()).toBe('Kept offline');
  });

  it('leaves out another user’s notes, trashed ones and unknown ids; keeps the order asked', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const stranger = await buildUser(server);
    const mine = await buildNote(server, user, { title: 'Mine' });
    const second = await buildNote(server, user, { title: 'Second' });
    const theirs = await buildNote(server, stranger, { title: 'Stranger secret' });
    const trashed = await buildNote(server, user, { title: 'Binned' });
    await server.delete(`/api/notes/${trashed.id}`, withCookie(user.cookie));

    const response = await server.post(
      '/api/notes/documents',
      {
        notes: [
          { id: second.id },
          { id: theirs.id },
          { id: trashed.id },
          { id: randomUUID() },
          { id: mine.id },
          { id: second.id },
        ],
      },
      withCookie(user.cookie),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(theirs.id);
    const { documents: answered } = JSON.parse(text) as DocumentsResponse;
    expect(answered.map((document) => document.id)).toEqual([second.id, mine.id]);
    // The update is binary: check the stranger's title is not in any of them either.
    for (const document of answered)
      expect(projectNote(deviceCopy(document.update)).title).not.toContain('Stranger');
  });

  it('answers 400 for a malformed state vector, naming the note, and for bad lists', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const note = await buildNote(server, user);
    const post = (body: unknown) =>
      server.post('/api/notes/documents', body, withCookie(user.cookie));

    const notBase64 = await post({ notes: [{ id: note.id, stateVector: 'not base64!' }] });
    expect(notBase64.status).toBe(400);
    expect(await notBase64.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', issues: [{ path: 'notes.0.stateVector' }] },
    });
    // Base64 letters, but not padded base64: would decode to other bytes.
    const unpadded = await post({ notes: [{ id: note.id, stateVector: 'AQID' + 'A' }] });
    expect(unpadded.status).toBe(400);
    // Valid base64 of bytes that are no state vector: says 50 entries, holds none.
    const notAVector = await post({
      notes: [{ id: note.id, stateVector: base64(Buffer.from([50])) }],
    });
    expect(notAVector.status).toBe(400);
    expect(await notAVector.json()).toMatchObject({
      error: {
        code: 'BAD_REQUEST',
        message: `The state vector sent for note ${note.id} is not a Yjs state vector.`,
      },
    });
    // A client number longer than any integer: lib0 refuses it rather than guess.
    const overlong = Buffer.from([1, ...Array<number>(10).fill(0xff), 0x7f, 1]);
    const tooBig = await post({ notes: [{ id: note.id, stateVector: base64(overlong) }] });
    expect(tooBig.status).toBe(400);

    const tooMany = await post({
      notes: Array.from({ length: 101 }, () => ({ id: randomUUID() })),
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error: { issues: [{ path: 'notes', message: 'At most 100 notes per request' }] },
    });
    expect((await post({ notes: [] })).status).toBe(400);
    expect((await post({ notes: [{ id: 'nope' }] })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });

  it('answers 401 signed out', async () => {
    const server = await getTestServer();
    const response = await server.post('/api/notes/documents', { notes: [{ id: randomUUID() }] });
    expect(response.status).toBe(401);
  });

  it('includes edits logged but not yet merged into the note', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const note = await buildNote(server, user, { title: 'Logged', markdown: '' });
    const [before] = await documents(server, user, [{ id: note.id }]);
    const editor = deviceCopy(before?.update ?? '');
    const stateBefore = Y.encodeStateVector(editor);
    editor.getText(TITLE_FIELD).insert(6, ' and typed');
    await appendUpdate(server.database.db, note.id, Y.encodeStateAsUpdate(editor, stateBefore));

    const [after] = await documents(server, user, [
      { id: note.id, stateVector: base64(stateBefore) },
    ]);
    const copy = deviceCopy(before?.update ?? '', after?.update ?? '');
    expect(copy.getText(TITLE_FIELD).toJSON()).toBe('Logged and typed');
  });

  it('stops before the answer passes its budget, always sending the first document', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const notes = await Promise.all(
      [1, 2, 3].map((n) => buildNote(server, user, { markdown: `Paragraph ${n}. `.repeat(50) })),
    );
    const requested = notes.map(({ id }) => ({ id }));
    const all = await documentsFor(server.database.db, user.id, requested);
    const sizes = all.documents.map((document) => document.update.length);
    expect(sizes).toHaveLength(3);

    const twoFit = await documentsFor(
      server.database.db,
      user.id,
      requested,
      undefined,
      sizes[0]! + sizes[1]!,
    );
    expect(twoFit.documents.map((document) => document.id)).toEqual([notes[0]?.id, notes[1]?.id]);
    const tiny = await documentsFor(server.database.db, user.id, requested, undefined, 1);
    expect(tiny.documents.map((document) => document.id)).toEqual([notes[0]?.id]);
  });
});
