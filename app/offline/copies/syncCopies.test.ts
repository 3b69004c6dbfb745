import 'fake-indexeddb/auto';
import { BODY_FIELD, TITLE_FIELD } from '@common/editor/noteFields';
import type { NoteSummary } from '@common/schemas/notes';
import type { DocumentsRequest } from '@common/schemas/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fromBase64, toBase64 } from './base64';
import { copyIndex } from './copyIndex';
import { copiesOnDevice, withCopy } from './deviceCopy';
import { syncCopies, type CopySyncApi } from './syncCopies';

/** A server in memory: live notes (newest first by updatedAt) with their Yjs documents. */
function standInServer({ perAnswer = Infinity } = {}) {
  const notes = new Map<string, { doc: Y.Doc; updatedAt: string; trashed: boolean }>();
  const requests: DocumentsRequest[] = [];
  let clock = Date.UTC(2026, 0, 1);
  const touch = () => new Date((clock += 1000)).toISOString();

  function write(id: string, body: string) {
    const note = notes.get(id) ?? { doc: new Y.Doc(), updatedAt: '', trashed: false };
    note.doc.getText(TITLE_FIELD).insert(0, `Note ${id}`);
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText(body)]);
    const fragment = note.doc.getXmlFragment(BODY_FIELD);
    fragment.insert(fragment.length, [paragraph]);
    note.updatedAt = touch();
    notes.set(id, note);
  }

  const summary = (id: string): NoteSummary => ({
    id,
    title: `Note ${id}`,
    excerpt: '',
    tags: [],
    pinned: false,
    wordCount: 1,
    createdAt: notes.get(id)?.updatedAt ?? '',
    updatedAt: notes.get(id)?.updatedAt ?? '',
    deletedAt: null,
    journal: null,
  });

  const api: CopySyncApi = {
    listNotes: ({ limit, cursor }) => {
      const live = [...notes.entries()]
        .filter(([, note]) => !note.trashed)
        .sort(([, a], [, b]) => b.updatedAt.localeCompare(a.updatedAt))
        .map(([id]) => id);
      const start = cursor ? Number(cursor) : 0;
      const page = live.slice(start, start + limit);
      const next = start + limit < live.length ? String(start + limit) : null;
      return Promise.resolve({ notes: page.map(summary), nextCursor: next });
    },
    fetchDocuments: (request) => {
      requests.push(request);
      return Promise.resolve({
        documents: request.notes
          .flatMap(({ id, stateVector }) => {
            const note = notes.get(id);
            if (!note || note.trashed) return [];
            const update = Y.encodeStateAsUpdate(
              note.doc,
              stateVector ? fromBase64(stateVector) : undefined,
            );
            return [{ id, update: toBase64(update), updatedAt: note.updatedAt }];
          })
          // The real server stops at a size budget; here, at a number of documents.
          .slice(0, perAnswer),
      });
    },
  };
  return { notes, requests, write, api };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let userId = '';
let users = 0;

beforeEach(() => {
  // A fresh user per test: the same fake IndexedDB serves the whole file.
  users += 1;
  userId = `user-${users}`;
});

const bodyOf = (noteId: string) =>
  withCopy(userId, noteId, ({ doc }) => doc.getXmlFragment(BODY_FIELD).toJSON());

describe('syncCopies', () => {
  it('first fetches the most recent N whole, then only what each copy lacks', async () => {
    const server = standInServer();
    for (let n = 1; n <= 5; n += 1) server.write(id(n), `words of note ${n}`);

    const first = await syncCopies({ userId, count: 3, api: server.api });
    expect(first).toMatchObject({ fetched: 3, copies: 3 });
    expect(server.requests[0]?.notes.map((note) => note.id)).toEqual([id(5), id(4), id(3)]);
    expect(server.requests[0]?.notes.every((note) => note.stateVector === undefined)).toBe(true);
    expect(await bodyOf(id(5))).toContain('words of note 5');
    const entry = await copyIndex.get(userId, id(4));
    expect(entry).toMatchObject({ title: `Note ${id(4)}`, text: 'words of note 4', opened: false });

    server.write(id(4), 'a later paragraph');
    const second = await syncCopies({ userId, count: 3, api: server.api });
    expect(second.fetched).toBe(1);
    const asked = server.requests[1]?.notes ?? [];
    expect(asked.map((note) => note.id)).toEqual([id(4)]);
    expect(asked[0]?.stateVector).toBeDefined();
    // Only the diff came back: smaller than the whole document.
    const whole = Y.encodeStateAsUpdate(server.notes.get(id(4))!.doc).length;
    const diff = Y.encodeStateAsUpdate(
      server.notes.get(id(4))!.doc,
      fromBase64(asked[0]!.stateVector!),
    ).length;
    expect(diff).toBeLessThan(whole);
    expect(await bodyOf(id(4))).toContain('a later paragraph');
    expect((await copyIndex.get(userId, id(4)))?.text).toBe('words of note 4\na later paragraph');

    const third = await syncCopies({ userId, count: 3, api: server.api });
    expect(third.fetched).toBe(0);
    expect(server.requests).toHaveLength(2);
  });

  it('removes copies beyond N but keeps opened ones and ones with local changes', async () => {
    const server = standInServer();
    for (let n = 1; n <= 4; n += 1) server.write(id(n), `note ${n}`);
    await syncCopies({ userId, count: 4, api: server.api });

    // Note 1 was opened; note 2 got words typed on this device the server never saw.
    const opened = await copyIndex.get(userId, id(1));
    await copyIndex.put(userId, { ...opened!, opened: true });
    await withCopy(userId, id(2), async ({ doc, apply }) => {
      const local = new Y.Doc();
      Y.applyUpdate(local, Y.encodeStateAsUpdate(doc));
      const before = Y.encodeStateVector(local);
      local.getText(TITLE_FIELD).insert(0, 'typed offline ');
      await apply(Y.encodeStateAsUpdate(local, before));
    });

    const result = await syncCopies({ userId, count: 1, api: server.api });
    // Notes 4 (within N), 1 (opened) and 2 (local changes) stay; note 3 goes.
    expect(result.removed).toBe(1);
    expect((await copiesOnDevice(userId)).sort()).toEqual([id(1), id(2), id(4)]);
    expect(await copyIndex.get(userId, id(3))).toBeUndefined();
  });

  it('removes the copies of trashed notes, opened or not', async () => {
    const server = standInServer();
    for (let n = 1; n <= 3; n += 1) server.write(id(n), `note ${n}`);
    await syncCopies({ userId, count: 10, api: server.api });
    const opened = await copyIndex.get(userId, id(2));
    await copyIndex.put(userId, { ...opened!, opened: true });

    server.notes.get(id(1))!.trashed = true;
    server.notes.get(id(2))!.trashed = true;
    const result = await syncCopies({ userId, count: 10, api: server.api });
    expect(result.removed).toBe(2);
    expect(await copiesOnDevice(userId)).toEqual([id(3)]);
  });

  it('asks the server which copies beyond a partial list are still live', async () => {
    const server = standInServer();
    for (let n = 1; n <= 3; n += 1) server.write(id(n), `note ${n}`);
    await syncCopies({ userId, count: 3, api: server.api });
    for (const n of [1, 2]) {
      const entry = await copyIndex.get(userId, id(n));
      await copyIndex.put(userId, { ...entry!, opened: true });
    }
    server.notes.get(id(1))!.trashed = true;

    await syncCopies({ userId, count: 1, api: server.api });
    // Note 1 was trashed (the server left it out); note 2 is opened and live, so it stays.
    expect((await copiesOnDevice(userId)).sort()).toEqual([id(2), id(3)]);
  });

  it('asks again for the notes an answer stopped before', async () => {
    const server = standInServer({ perAnswer: 2 });
    for (let n = 1; n <= 5; n += 1) server.write(id(n), `note ${n}`);
    const result = await syncCopies({ userId, count: 5, api: server.api });
    expect(result).toMatchObject({ fetched: 5, removed: 0, copies: 5 });
    expect(server.requests.map((request) => request.notes.length)).toEqual([5, 3, 1]);
  });

  it('leaves the notes an editor has open here to it, then brings them up to date once closed', async () => {
    const server = standInServer();
    for (let n = 1; n <= 3; n += 1) server.write(id(n), `note ${n}`);
    await syncCopies({ userId, count: 3, api: server.api });
    server.write(id(2), 'typed in the editor');
    server.notes.get(id(3))!.trashed = true;
    const open = new Set([id(2), id(3)]);

    const whileOpen = await syncCopies({
      userId,
      count: 3,
      api: server.api,
      openHere: (noteId) => open.has(noteId),
    });
    expect(whileOpen).toMatchObject({ fetched: 0, removed: 0 });
    expect(server.requests).toHaveLength(1);
    expect(await bodyOf(id(2))).not.toContain('typed in the editor');
    expect((await copiesOnDevice(userId)).sort()).toEqual([id(1), id(2), id(3)]);

    open.clear();
    const closed = await syncCopies({ userId, count: 3, api: server.api });
    expect(closed).toMatchObject({ fetched: 1, removed: 1 });
    expect(await bodyOf(id(2))).toContain('typed in the editor');
    expect((await copiesOnDevice(userId)).sort()).toEqual([id(1), id(2)]);
  });

  it('takes in copies the editor made before the index knew them, as opened', async () => {
    const server = standInServer();
    server.write(id(1), 'older note');
    server.write(id(2), 'newer note');
    await withCopy(userId, id(1), () => undefined);

    await syncCopies({ userId, count: 1, api: server.api });
    expect(await copyIndex.get(userId, id(1))).toMatchObject({ opened: true, text: 'older note' });
  });
});
