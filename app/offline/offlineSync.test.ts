import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineSync } from './offlineSync';

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
});
