import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set, type UseStore } from 'idb-keyval';
import { version } from '../../package.json';
import { PERSISTED_CACHE_MAX_AGE_MS } from './cacheAge';

const KEY_PREFIX = 'inkling-query-cache:';
export const persistedCacheKey = (userId: string) => `${KEY_PREFIX}${userId}`;

const DATABASE = 'inkling-query-cache';
const STORE = 'clients';
let opening: Promise<IDBDatabase> | null = null;

/**
 * idb-keyval's store over a connection that lets go when the database is
 * to be deleted (sign-out), so the deletion is not blocked by this tab.
 */
const cacheStore: UseStore = (mode, callback) => {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
  return opening.then((db) => callback(db.transaction(STORE, mode).objectStore(STORE)));
};

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
  const db = cacheStore;
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

/** Deletes every user's persisted cache in this browser (sign-out): the whole database. */
export async function forgetPersistedCaches(): Promise<void> {
  saving = false;
  if (typeof indexedDB === 'undefined') return;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
