import type { Note } from '@common/schemas/notes';
import type { DocumentsResponse } from '@common/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { projectNote } from '../notes/noteDocument';
import { WELCOME_NOTE_TITLE } from '../notes/welcomeNote';
import { buildNote, buildUser, withCookie, type TestUser } from '../test/factories';
import { startCollabServer, typeParagraph, waitFor } from './collabTestSupport';

/*
 * Seed content (the welcome note, templates) is written into a note's Yjs
 * document by the server when the note is made, never by a browser into an
 * empty document: two devices that open a new note at once each receive the
 * one copy, and neither adds its own (hocuspocus #592).
 */

let live: Awaited<ReturnType<typeof startCollabServer>>;

beforeAll(async () => {
  live = await startCollabServer();
}, 30_000);

afterAll(() => live.stop());

const occurrences = (text: string, part: string) => text.split(part).length - 1;

async function openOnTwoDevices(owner: TestUser, noteId: string) {
  const laptop = live.connect(owner, noteId);
  const phone = live.connect(owner, noteId);
  await Promise.all([laptop.synced, phone.synced]);
  return [laptop, phone] as const;
}

async function storedMarkdown(owner: TestUser, noteId: string) {
  live.collab.hocuspocus.flushPendingStores();
  const response = await live.server.get(`/api/notes/${noteId}`, withCookie(owner.cookie));
  return ((await response.json()) as { note: Note }).note.markdown;
}

describe('seed content is written once, on the server', { timeout: 30_000 }, () => {
  it('a note made from a built-in template, opened on two devices at once, holds its text once', async () => {
    const owner = await buildUser(live.server);
    const created = await live.server.post(
      '/api/notes',
      { templateId: 'builtin:meeting-notes' },
      withCookie(owner.cookie),
    );
    expect(created.status).toBe(201);
    const note = ((await created.json()) as { note: Note }).note;
    const firstLine = note.markdown.split('\n').find((line) => line.trim().length > 3) ?? '';
    expect(firstLine).not.toBe('');

    const devices = await openOnTwoDevices(owner, note.id);
    for (const device of devices) {
      expect(projectNote(device.document).markdown).toBe(note.markdown);
      expect(occurrences(projectNote(device.document).markdown, firstLine)).toBe(1);
    }
    // One device types; both still have the template once, and so does the stored note.
    typeParagraph(devices[0].document, 'Typed on the laptop.');
    await waitFor(() => projectNote(devices[1].document).markdown.includes('Typed on the laptop.'));
    await waitFor(async () =>
      (await storedMarkdown(owner, note.id)).includes('Typed on the laptop'),
    );
    expect(occurrences(await storedMarkdown(owner, note.id), firstLine)).toBe(1);
  });

  it('a note made from a saved template and the welcome note hold their text once on two devices', async () => {
    const owner = await buildUser(live.server);
    const source = await buildNote(live.server, owner, { markdown: 'Saved **template** body.' });
    const template = (await (
      await live.server.post(
        '/api/templates',
        { noteId: source.id, name: 'Mine' },
        withCookie(owner.cookie),
      )
    ).json()) as { template: { id: string } };
    const fromSaved = (
      (await (
        await live.server.post(
          '/api/notes',
          { templateId: template.template.id },
          withCookie(owner.cookie),
        )
      ).json()) as { note: Note }
    ).note;
    const list = (await (
      await live.server.get('/api/notes?limit=100', withCookie(owner.cookie))
    ).json()) as { notes: Note[] };
    const welcome = list.notes.find((note) => note.title === WELCOME_NOTE_TITLE);
    expect(welcome).toBeDefined();

    for (const [noteId, text] of [
      [fromSaved.id, 'Saved **template** body.'],
      [welcome?.id ?? '', WELCOME_NOTE_TITLE],
    ] as const) {
      const devices = await openOnTwoDevices(owner, noteId);
      for (const device of devices) {
        const { title, markdown } = projectNote(device.document);
        expect(occurrences(`${title}\n${markdown}`, text)).toBe(1);
      }
    }
  });

  it('documents for offline copies come from the open document, before it is stored', async () => {
    const owner = await buildUser(live.server);
    const note = await buildNote(live.server, owner, { title: 'Open', markdown: 'Stored.' });
    const [laptop] = await openOnTwoDevices(owner, note.id);
    typeParagraph(laptop.document, 'Not stored yet.');
    await laptop.acknowledged();

    const response = await live.server.post(
      '/api/notes/documents',
      { notes: [{ id: note.id }] },
      withCookie(owner.cookie),
    );
    const { documents } = (await response.json()) as DocumentsResponse;
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Buffer.from(documents[0]?.update ?? '', 'base64'));
    expect(projectNote(copy).markdown).toBe('Stored.\n\nNot stored yet.');
  });
});
