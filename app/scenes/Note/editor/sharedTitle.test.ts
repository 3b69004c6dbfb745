import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { TITLE_FIELD } from '@common/editor/noteFields';
import { applyTextChange } from './sharedTitle';

function syncedPair() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (update: Uint8Array) => Y.applyUpdate(b, update));
  b.on('update', (update: Uint8Array) => Y.applyUpdate(a, update));
  return [a, b] as const;
}

describe('applyTextChange', () => {
  it('writes the new title', () => {
    const doc = new Y.Doc();
    const text = doc.getText(TITLE_FIELD);
    applyTextChange(text, 'Lecture 3');
    applyTextChange(text, 'Lecture 3: entropy');
    applyTextChange(text, 'Lecture 4: entropy');
    expect(text.toJSON()).toBe('Lecture 4: entropy');
    applyTextChange(text, '');
    expect(text.toJSON()).toBe('');
  });

  it('keeps both edits when two devices change different ends at once', () => {
    const [a, b] = syncedPair();
    applyTextChange(a.getText(TITLE_FIELD), 'Meeting notes');
    // Both edit before hearing of the other: apply offline, then exchange.
    const offlineA = new Y.Doc();
    const offlineB = new Y.Doc();
    Y.applyUpdate(offlineA, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(offlineB, Y.encodeStateAsUpdate(b));
    applyTextChange(offlineA.getText(TITLE_FIELD), 'Weekly meeting notes');
    applyTextChange(offlineB.getText(TITLE_FIELD), 'Meeting notes (draft)');
    Y.applyUpdate(offlineA, Y.encodeStateAsUpdate(offlineB));
    Y.applyUpdate(offlineB, Y.encodeStateAsUpdate(offlineA));
    expect(offlineA.getText(TITLE_FIELD).toJSON()).toBe('Weekly meeting notes (draft)');
    expect(offlineB.getText(TITLE_FIELD).toJSON()).toBe('Weekly meeting notes (draft)');
  });
});
