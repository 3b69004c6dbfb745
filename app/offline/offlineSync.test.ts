import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineSync } from './offlineSync';
import { unsentNotes } from './unsentNotes';
import { reportUnsyncedNote } from './unsyncedNotes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OfflineSync', () => {
  it('stopped while a replay still reads the outbox (a sign-out), ends it quietly and sends nothing more', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    // Its start replays at once; the replay is still reading when the outbox closes.
    const sync = new OfflineSync(`user-${crypto.randomUUID()}`, new QueryClient(), vi.fn());
    const inFlight = sync.replay();
    sync.stop();

    await expect(inFlight).resolves.toBeUndefined();
    await expect(sync.replay()).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the open notes’ unsent words when the page is hidden: a page closed or killed then closes no note', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const userId = `user-${crypto.randomUUID()}`;
    const sync = new OfflineSync(userId, new QueryClient(), vi.fn());
    try {
      reportUnsyncedNote('note-open', true);
      expect(unsentNotes.get(userId)).toEqual([]);
      window.dispatchEvent(new Event('pagehide'));
      expect(unsentNotes.get(userId).map((note) => note.noteId)).toEqual(['note-open']);
    } finally {
      sync.stop();
      reportUnsyncedNote('note-open', false);
      unsentNotes.forgetAll();
    }
  });
});
