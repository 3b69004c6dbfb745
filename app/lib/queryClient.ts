import { QueryClient } from '@tanstack/react-query';
import { listenForNoteChanges } from '@app/notes/noteChanges';
import { PERSISTED_CACHE_MAX_AGE_MS } from '@app/offline/cacheAge';

/**
 * Server data of the signed-in screens; one client for the app's lifetime.
 * Answers are kept a week (gcTime) so the persisted copy on the device
 * (app/offline/persister.ts) can serve them offline. Queries keep the
 * default network mode ('online'): offline, a query with cached data shows
 * it and waits (paused) instead of failing into an error screen, and asks
 * again once the connection is back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, gcTime: PERSISTED_CACHE_MAX_AGE_MS },
  },
});

// A note changed in another tab of this browser (its tags or pin): read it again here.
listenForNoteChanges(queryClient);
