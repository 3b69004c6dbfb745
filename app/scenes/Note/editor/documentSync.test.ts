import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { AFTER_FRAME_MS } from '@app/lib/afterFrame';
import { DocumentSync } from './documentSync';
import { saveState } from './saveState';

afterEach(() => vi.useRealTimers());

function openDocument() {
  const doc = new Y.Doc();
  const onUnsyncedChange = vi.fn();
  const onAllAcknowledged = vi.fn();
  const sync = new DocumentSync(doc, { onUnsyncedChange, onAllAcknowledged });
  const listener = vi.fn();
  sync.subscribe(listener);
  const type = (text: string) => doc.getText('body').insert(0, text);
  const shown = () => saveState({ online: true, ...sync.getSnapshot() });
  /** The provider's opening sync, as it reports it: its own message, the server's document, the acknowledgement. */
  const open = () => {
    sync.update({ connected: true });
    sync.update({ unsyncedChanges: 1 });
    sync.update({ synced: true });
    sync.update({ unsyncedChanges: 0 });
  };
  return { doc, sync, onUnsyncedChange, onAllAcknowledged, listener, type, shown, open };
}

describe('DocumentSync', () => {
  it('reports words typed here once, and clears them when the server acknowledges everything', () => {
    vi.useFakeTimers();
    const { sync, onUnsyncedChange, onAllAcknowledged, listener, type } = openDocument();
    sync.update({ connected: true, synced: true });
    onAllAcknowledged.mockClear();
    listener.mockClear();

    type('a');
    sync.update({ unsyncedChanges: 1 });
    type('b');
    sync.update({ unsyncedChanges: 2 });
    expect(sync.unsynced).toBe(true);
    expect(onUnsyncedChange.mock.calls).toEqual([[true]]);
    expect(onAllAcknowledged).not.toHaveBeenCalled();

    sync.update({ unsyncedChanges: 0 });
    expect(sync.unsynced).toBe(false);
    expect(onUnsyncedChange.mock.calls).toEqual([[true], [false]]);
    expect(onAllAcknowledged).toHaveBeenCalledOnce();
    // Only the socket's news reaches subscribers (the save state), never a key as such, and
    // after the frame: the news of one frame as one notice.
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AFTER_FRAME_MS);
    expect(listener).toHaveBeenCalledOnce();
    expect(sync.getSnapshot()).toEqual({ connected: true, synced: true, unsyncedChanges: 0 });
  });

  it('keeps words typed offline unsynced until the socket is back and the server has them', () => {
    const { sync, onUnsyncedChange, onAllAcknowledged, type } = openDocument();
    sync.update({ connected: true, synced: true });
    onAllAcknowledged.mockClear();
    sync.update({ connected: false });
    type('written on the train');
    sync.update({ unsyncedChanges: 1 });
    expect(sync.unsynced).toBe(true);

    // Back online, the provider syncs again (its count starts over at one) before it is done.
    sync.update({ connected: true });
    expect(sync.unsynced).toBe(true);
    expect(onAllAcknowledged).not.toHaveBeenCalled();
    sync.update({ unsyncedChanges: 0 });
    expect(sync.unsynced).toBe(false);
    expect(onAllAcknowledged).toHaveBeenCalledOnce();
    expect(onUnsyncedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('counts words typed before the socket ever opened, even with nothing sent yet', () => {
    const { sync, type } = openDocument();
    type('first words');
    expect(sync.unsynced).toBe(true);
    sync.update({ connected: true });
    expect(sync.unsynced).toBe(true);
  });

  it('does not count another device’s words as unsynced here', () => {
    const { doc, sync, onUnsyncedChange } = openDocument();
    sync.update({ connected: true, synced: true });
    const elsewhere = new Y.Doc();
    elsewhere.getText('body').insert(0, 'from the phone');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(elsewhere));
    expect(doc.getText('body').toJSON()).toBe('from the phone');
    expect(sync.unsynced).toBe(false);
    expect(onUnsyncedChange).not.toHaveBeenCalled();
  });

  it('reads as connecting, not saving, until the server acknowledges the opening sync, and again after the socket reopens', () => {
    const { sync, onUnsyncedChange, shown } = openDocument();
    // The provider's sync: the socket open, its own message counted as unacknowledged, the
    // server's document (already there after a reopen), then that message's acknowledgement.
    const syncReadsAsConnecting = () => {
      const reportsBefore = onUnsyncedChange.mock.calls.length;
      sync.update({ connected: true });
      expect(shown()).toBe('connecting');
      sync.update({ unsyncedChanges: 1 });
      sync.update({ synced: true });
      expect(shown()).toBe('connecting');
      expect(sync.unsynced).toBe(false);
      sync.update({ unsyncedChanges: 0 });
      expect(shown()).toBe('saved');
      // Nor is it reported as words waiting for the server.
      expect(onUnsyncedChange.mock.calls.length).toBe(reportsBefore);
    };
    syncReadsAsConnecting();
    // A later change of the provider's count is a change typed or sent: saving.
    sync.update({ unsyncedChanges: 1 });
    expect(shown()).toBe('saving');
    sync.update({ unsyncedChanges: 0 });

    // The socket drops (offline meanwhile) and opens again: its sync is no change either.
    sync.update({ connected: false });
    expect(shown()).toBe('offline');
    syncReadsAsConnecting();
    sync.update({ unsyncedChanges: 1 });
    expect(shown()).toBe('saving');
  });

  it('reads as saving after the socket opens again when words were typed while it was closed', () => {
    const { sync, type, shown, open } = openDocument();
    open();
    sync.update({ connected: false });
    type('written in the tunnel');
    sync.update({ unsyncedChanges: 1 });
    sync.update({ connected: true });
    expect(shown()).toBe('saving');
    expect(sync.unsynced).toBe(true);
    sync.update({ unsyncedChanges: 0 });
    expect(shown()).toBe('saved');
    expect(sync.unsynced).toBe(false);
  });

  it('reads as saving at once when something is typed during the opening sync', () => {
    const { sync, type } = openDocument();
    sync.update({ connected: true, unsyncedChanges: 1 });
    sync.update({ synced: true });
    type('a');
    expect(saveState({ online: true, ...sync.getSnapshot() })).toBe('saving');
    expect(sync.unsynced).toBe(true);
  });

  it('reports nothing once destroyed, though the provider still reports its socket closing', () => {
    const { sync, onUnsyncedChange, listener, type } = openDocument();
    sync.destroy();
    sync.update({ connected: true, synced: true, unsyncedChanges: 3 });
    type('after closing');
    expect(onUnsyncedChange).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });
});
