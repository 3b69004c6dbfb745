import { BODY_FIELD } from '@common/editor/noteFields';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createNoteDoc, projectNote } from '../notes/noteDocument';
import { contentOf, restoreInto } from './versionDocument';
import { contentDiffers } from './versionRules';

const copy = (doc: Y.Doc) => {
  const twin = new Y.Doc();
  Y.applyUpdate(twin, Y.encodeStateAsUpdate(doc));
  return twin;
};

describe('contentOf', () => {
  it('sees a change that only adds an image to the note', () => {
    const before = createNoteDoc({ title: 'Trip', markdown: 'At the beach.' });
    const after = createNoteDoc({
      title: 'Trip',
      markdown: 'At the beach.\n\n![](/api/attachments/0b5c1f3e-0000-4000-8000-000000000001)',
    });
    // The plain text is the same: only the structure says an image came.
    expect(projectNote(after).plainText).toBe(projectNote(before).plainText);
    expect(contentDiffers(contentOf(before), contentOf(after))).toBe(true);
    expect(contentDiffers(contentOf(before), contentOf(copy(before)))).toBe(false);
  });
});

describe('restoreInto', () => {
  it('gives the document the version’s title and body as a forward change', () => {
    const version = createNoteDoc({ title: 'Plan', markdown: 'one\n\ntwo\n\nthree' });
    const doc = copy(version);
    // Edited since: a paragraph changed, one added, the title changed.
    const body = doc.getXmlFragment(BODY_FIELD);
    body.delete(1, 1);
    const changed = new Y.XmlElement('paragraph');
    changed.insert(0, [new Y.XmlText('TWO, rewritten')]);
    body.insert(1, [changed]);
    const added = new Y.XmlElement('paragraph');
    added.insert(0, [new Y.XmlText('four')]);
    body.insert(3, [added]);
    doc.getText('title').insert(4, ' B');

    const kept = body.get(0);
    const stateBefore = Y.encodeStateVector(doc);
    restoreInto(doc, version);
    expect(projectNote(doc).markdown).toBe('one\n\ntwo\n\nthree');
    expect(projectNote(doc).title).toBe('Plan');
    // Untouched blocks are the same Yjs items.
    expect(body.get(0)).toBe(kept);
    // Forward: the restore is new history on top, nothing rewound.
    const restoreUpdate = Y.encodeStateAsUpdate(doc, stateBefore);
    expect(restoreUpdate.byteLength).toBeGreaterThan(2);
  });

  it('changes nothing when the document already holds the version', () => {
    const version = createNoteDoc({ title: 'Same', markdown: '- [ ] task\n\n**bold**' });
    const doc = copy(version);
    const before = Y.encodeStateVector(doc);
    restoreInto(doc, version);
    expect(Y.encodeStateAsUpdate(doc, before).byteLength).toBeLessThanOrEqual(2);
  });

  it('keeps an edit made meanwhile in a block the restore does not touch', () => {
    const version = createNoteDoc({ markdown: 'first\n\nsecond\n\nthird' });
    const server = copy(version);
    // Since the version: the first paragraph was rewritten on the server.
    const serverBody = server.getXmlFragment(BODY_FIELD);
    (serverBody.get(0) as Y.XmlElement).insert(0, [new Y.XmlText('changed ')]);
    const offline = copy(server);
    // A device offline edits the third paragraph.
    const third = offline.getXmlFragment(BODY_FIELD).get(2) as Y.XmlElement;
    (third.get(0) as Y.XmlText).insert(5, ' edited offline');

    restoreInto(server, version);
    Y.applyUpdate(server, Y.encodeStateAsUpdate(offline));
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(server));
    for (const doc of [server, offline])
      expect(projectNote(doc).markdown).toBe('first\n\nsecond\n\nthird edited offline');
  });
});
