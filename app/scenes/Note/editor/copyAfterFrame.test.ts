import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { AFTER_FRAME_MS } from '@app/lib/afterFrame';
import { copyAfterFrame } from './copyAfterFrame';

afterEach(() => vi.useRealTimers());

/** A document with a stand-in for y-indexeddb's copy, listening as y-indexeddb does. */
function copiedDoc() {
  const doc = new Y.Doc();
  const stored: Uint8Array[] = [];
  const copy = { _storeUpdate: vi.fn((update: Uint8Array) => stored.push(update)) };
  doc.on('update', copy._storeUpdate);
  const writes = copyAfterFrame(copy as unknown as IndexeddbPersistence, doc);
  /** The text the stored updates hold, applied to a fresh document. */
  const storedText = () => {
    const fresh = new Y.Doc();
    stored.forEach((update) => Y.applyUpdate(fresh, update));
    return fresh.getText('body').toJSON();
  };
  return { doc, copy, writes, storedText, text: doc.getText('body') };
}

describe('copyAfterFrame', () => {
  it('writes the changes of one frame once, merged, after the frame', () => {
    vi.useFakeTimers();
    const { copy, text, storedText } = copiedDoc();
    text.insert(0, 'a');
    text.insert(1, 'b');
    expect(copy._storeUpdate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AFTER_FRAME_MS);
    expect(copy._storeUpdate).toHaveBeenCalledTimes(1);
    expect(storedText()).toBe('ab');
  });

  it('does not write again what the copy loaded itself', () => {
    vi.useFakeTimers();
    const { doc, copy } = copiedDoc();
    const loaded = new Y.Doc();
    loaded.getText('body').insert(0, 'from the device');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(loaded), copy);
    vi.advanceTimersByTime(AFTER_FRAME_MS);
    expect(copy._storeUpdate).not.toHaveBeenCalled();
  });

  it('writes what waits when the page is hidden or the note closes, and nothing after', () => {
    vi.useFakeTimers();
    const { text, writes, storedText } = copiedDoc();
    text.insert(0, 'a');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(storedText()).toBe('a');
    text.insert(1, 'b');
    writes.close();
    expect(storedText()).toBe('ab');
    text.insert(2, 'c');
    vi.advanceTimersByTime(AFTER_FRAME_MS);
    expect(storedText()).toBe('ab');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('forgets what waits when the copy is being cleared', () => {
    vi.useFakeTimers();
    const { copy, text, writes } = copiedDoc();
    text.insert(0, 'refused');
    writes.discard();
    vi.advanceTimersByTime(AFTER_FRAME_MS);
    expect(copy._storeUpdate).not.toHaveBeenCalled();
  });
});
