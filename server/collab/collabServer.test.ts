import type { Note } from '@common/schemas/notes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { TITLE_FIELD } from '@common/editor/noteFields';
import { rewriteNoteDocument } from '../commands/noteWriter';
import { projectNote } from '../notes/noteDocument';
import { buildNote, buildUser, withCookie } from '../test/factories';
import { readSyncFrame } from '../test/syncFrames';
import { logParagraph, startCollabServer, typeParagraph, waitFor } from './collabTestSupport';

let live: Awaited<ReturnType<typeof startCollabServer>>;

beforeAll(async () => {
  live = await startCollabServer();
}, 30_000);

afterAll(() => live.stop());

/** The note's Markdown as a REST read answers it (the stored document's projection). */
async function storedMarkdown(owner: { cookie: string }, noteId: string): Promise<string> {
  const response = await live.server.get(`/api/notes/${noteId}`, withCookie(owner.cookie));
  return ((await response.json()) as { note: Note }).note.markdown;
}

describe('live collaboration at /collab', () => {
  it('merges concurrent edits from two devices and stores both', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { title: 'Shared', markdown: 'Start.' });
    const laptop = live.connect(owner, created.id);
    const phone = live.connect(owner, created.id);
    await Promise.all([laptop.synced, phone.synced]);
    expect(projectNote(laptop.document).markdown).toBe('Start.');

    // Both type at the same moment, before hearing from each other.
    typeParagraph(laptop.document, 'From the laptop.');
    typeParagraph(phone.document, 'From the phone.');
    await waitFor(() => {
      const a = projectNote(laptop.document).markdown;
      return (
        a === projectNote(phone.document).markdown && a.includes('laptop') && a.includes('phone')
      );
    });

    // Stored (debounced) with a fresh projection: the REST read shows both edits.
    live.collab.hocuspocus.flushPendingStores();
    const stored = async () => {
      const response = await live.server.get(`/api/notes/${created.id}`, withCookie(owner.cookie));
      return ((await response.json()) as { note: Note }).note.markdown;
    };
    await waitFor(async () => {
      const markdown = await stored();
      return markdown.includes('From the laptop.') && markdown.includes('From the phone.');
    });
  });

  it('sends a REST edit to the open editors at once', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { title: 'Before' });
    const editor = live.connect(owner, created.id);
    await editor.synced;
    const response = await live.server.patch(
      `/api/notes/${created.id}`,
      { title: 'After', markdown: 'Rewritten **here**' },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(200);
    await waitFor(() => editor.document.getText(TITLE_FIELD).toJSON() === 'After');
    expect(projectNote(editor.document).markdown).toBe('Rewritten **here**');
  });

  it('puts a change made while an editor is opening the note into the document it opens', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { title: 'Opening', markdown: 'First.' });

    // The note starts loading for an editor; a change comes before the load is done (a REST
    // edit, a transcript). Written to the row instead, it would miss the document being loaded.
    const opening = live.collab.hocuspocus.openDirectConnection(created.id, { userId: owner.id });
    const state = await live.collab.live.applyIfOpen(created.id, owner.id, (doc) =>
      typeParagraph(doc, 'Written meanwhile.'),
    );
    expect(state).not.toBeNull();
    const editor = await opening;
    expect(projectNote(editor.document ?? new Y.Doc()).markdown).toBe(
      'First.\n\nWritten meanwhile.',
    );
    await editor.disconnect();

    live.collab.hocuspocus.flushPendingStores();
    await waitFor(async () => (await storedMarkdown(owner, created.id)).includes('meanwhile'));
  });

  it('leaves a change to the caller when the load under way fails', async () => {
    const owner = await buildUser(live.server);
    const stranger = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { title: 'Mine', markdown: 'First.' });

    // Someone else's load of the note is refused; a change meanwhile is not lost with it.
    const refused = live.collab.hocuspocus
      .openDirectConnection(created.id, { userId: stranger.id })
      .catch(() => 'refused');
    const state = await live.collab.live.applyIfOpen(created.id, owner.id, (doc) =>
      typeParagraph(doc, 'Nowhere to go.'),
    );
    expect(state).toBeNull();
    expect(await refused).toBe('refused');
  });

  it("merges what was stored behind an open document's back before its first store", async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { title: 'Race', markdown: 'First.' });
    const editor = live.connect(owner, created.id);
    await editor.synced;

    // A write that found the note closed a moment before the editor opened it commits after the
    // load had read the row: the editor's document does not have it.
    await rewriteNoteDocument(live.database.db, created.id, 'ai', (doc) => {
      typeParagraph(doc, 'Landed after the load.');
      return Promise.resolve();
    });
    typeParagraph(editor.document, 'Typed in the editor.');
    live.collab.hocuspocus.flushPendingStores();

    await waitFor(async () => (await storedMarkdown(owner, created.id)).includes('Typed'));
    expect(await storedMarkdown(owner, created.id)).toContain('Landed after the load.');
    // And the editor is sent it.
    await waitFor(() => projectNote(editor.document).markdown.includes('Landed after the load.'));
  });

  it('sends an opening editor the note once, in its sync, not again as a change', async () => {
    const owner = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { title: 'Once', markdown: 'Stored.' });
    // The load applies the log last, with nothing left to wait for: its update was broadcast on
    // the next turn of the event loop, to the editor connected by then.
    await logParagraph(live.database.db, created.id, 'Logged, not yet stored.');

    const editor = live.connect(owner, created.id);
    const changesHeard: number[] = [];
    editor.provider.on('message', ({ event }: { event: { data: Uint8Array } }) => {
      if (readSyncFrame(new Uint8Array(event.data))?.step === 'update')
        changesHeard.push(event.data.length);
    });
    await editor.synced;
    expect(projectNote(editor.document).markdown).toBe('Stored.\n\nLogged, not yet stored.');
    // Well past the turn of the event loop the broadcast waited for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changesHeard).toEqual([]);
  });

  it('refuses another user, and a visitor without a session', async () => {
    const owner = await buildUser(live.server);
    const stranger = await buildUser(live.server);
    const created = await buildNote(live.server, owner, { markdown: 'Private thoughts' });
    const intruder = live.connect(stranger, created.id);
    await Promise.race([intruder.refused, intruder.closed]);
    expect(projectNote(intruder.document).markdown).toBe('');
    const anonymous = live.connect({ ...stranger, cookie: '' }, created.id);
    await Promise.race([anonymous.refused, anonymous.closed]);
    expect(projectNote(anonymous.document).markdown).toBe('');
  });
});
