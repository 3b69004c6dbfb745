import 'fake-indexeddb/auto';
import { BODY_FIELD, TITLE_FIELD } from '@common/editor/noteFields';
import type { Note } from '@common/schemas/notes';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { forgetLocalCopies } from '@app/notes/localCopies';
import { toBase64 } from './base64';
import { copyIndex } from './copyIndex';
import { copiesOnDevice, withCopy } from './deviceCopy';
import { recordOpenedCopy } from './openedCopy';

const note: Note = {
  id: 'note-1',
  title: 'Kept',
  excerpt: '',
  tags: [{ id: 't', name: 'travel', color: 'blue' }],
  pinned: true,
  wordCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  deletedAt: null,
  journal: null,
  markdown: 'Ferry times',
};

function docWith(title: string, body: string) {
  const doc = new Y.Doc();
  doc.getText(TITLE_FIELD).insert(0, title);
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(body)]);
  doc.getXmlFragment(BODY_FIELD).insert(0, [paragraph]);
  return doc;
}

describe('recordOpenedCopy', () => {
  it('marks the note opened with its record and words, and its vector once saved', async () => {
    const doc = docWith('Kept', 'Ferry times');
    await recordOpenedCopy('user-a', note.id, note, doc, false);
    const first = await copyIndex.get('user-a', note.id);
    expect(first).toMatchObject({ opened: true, title: 'Kept', text: 'Ferry times' });
    expect(first?.summary).toMatchObject({ pinned: true, tags: note.tags });
    expect(first?.summary).not.toHaveProperty('markdown');
    expect(first?.syncedVector).toBeNull();

    await recordOpenedCopy('user-a', note.id, note, doc, true);
    expect((await copyIndex.get('user-a', note.id))?.syncedVector).toBe(
      toBase64(Y.encodeStateVector(doc)),
    );
  });

  it('keeps the words it had while the document is still loading, and the record offline', async () => {
    await recordOpenedCopy('user-b', note.id, note, docWith('Kept', 'Ferry times'), true);
    await recordOpenedCopy('user-b', note.id, null, new Y.Doc(), false);
    const entry = await copyIndex.get('user-b', note.id);
    expect(entry).toMatchObject({ title: 'Kept', text: 'Ferry times' });
    expect(entry?.summary?.pinned).toBe(true);
    expect(entry?.syncedVector).not.toBeNull();
  });
});

describe('forgetLocalCopies', () => {
  it('deletes the copies and the copy index of every user', async () => {
    await withCopy('user-c', 'note-9', ({ apply }) =>
      apply(Y.encodeStateAsUpdate(docWith('Gone', 'soon'))),
    );
    await recordOpenedCopy('user-c', 'note-9', note, docWith('Gone', 'soon'), false);
    expect(await copiesOnDevice('user-c')).toEqual(['note-9']);

    await forgetLocalCopies();
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names.filter((name) => name?.startsWith('inkling-'))).toEqual([]);
    // The index opens again, empty, for the next user of this browser.
    expect(await copyIndex.all('user-c')).toEqual([]);
  });
});
