import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import { version } from '../../package.json';
import { PERSISTED_CACHE_MAX_AGE_MS } from './cacheAge';

const KEY_PREFIX = 'inkling-query-cache:';
export const persistedCacheKey = (userId: string) => `${KEY_PREFIX}${userId}`;

let store: UseStore | null = null;
const cacheStore = () => (store ??= createStore('inkling-query-cache', 'clients'));

/**
 * The server data kept on the device for reading offline: the notes (lists,
 * records, tags, templates, trash), the journal and the habits. Not kept:
 * search results and related notes (asked again as typed), AI chats, the
 * account (sessions, passkeys, billing) and share links.
 */
export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false;
  const [root, kind] = query.queryKey;
  if (root === 'notes') return kind !== 'search' && kind !== 'related';
  return root === 'journal' || root === 'habits';
}

/** Set while signing out: a throttled save landing after the deletion must not bring a cache back. */
let saving = true;

/** The persister of one user's cache: their key only, so another user's cache is never read. */
export function createUserPersister(userId: string) {
  const db = cacheStore();
  saving = true;
  return createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, db).then((value) => value ?? null),
      setItem: async (key, value: string) => {
        if (saving) await set(key, value, db);
      },
      removeItem: (key) => del(key, db),
    },
    key: persistedCacheKey(userId),
    throttleTime: 1_000,
  });
}

/** PersistQueryClientProvider's options for the signed-in user (a new app version starts afresh). */
export function persistOptionsFor(userId: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createUserPersister(userId),
    buster: version,
    maxAge: PERSISTED_CACHE_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
  };
}

/** Deletes every user's persisted cache in this browser (sign-out). */
export async function forgetPersistedCaches(): Promise<void> {
  saving = false;
  const db = cacheStore();
  const all = await keys(db);
  await delMany(
    all.filter((key) => typeof key === 'string' && key.startsWith(KEY_PREFIX)),
    db,
  );
}
