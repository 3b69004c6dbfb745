import type { NoteSummary } from '@common/schemas/notes';

/**
 * What this device knows of its note copies, one small IndexedDB database per
 * user beside the copies themselves (app/notes/localCopies): per note, the
 * record the list gave, the server's updatedAt of the version here, the
 * title and plain text (for search on the device), whether the user opened
 * it, and the state vector the server is known to have.
 */
export const COPY_INDEX_PREFIX = 'inkling-copies:';

export interface CopyEntry {
  id: string;
  /** The note's record as the notes list gave it; null for a copy found on the device. */
  summary: NoteSummary | null;
  /** The server's updatedAt of the version on the device; null until the sync brought one. */
  updatedAt: string | null;
  title: string;
  text: string;
  /** Opened in the editor: kept however old it gets (only the trash removes it). */
  opened: boolean;
  /**
   * Base64 state vector the server is known to have all of (after the sync
   * applied the server's version, or the editor said "saved"). The copy has
   * local changes the server lacks when its own vector goes beyond this;
   * null means unknown, which counts as having them.
   */
  syncedVector: string | null;
}

interface SyncRecord {
  lastSyncAt: string;
}

const SYNC_KEY = '#sync';
const STORE = 'copies';
const databases = new Map<string, Promise<IDBDatabase>>();

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/**
 * The user's index database, opened once. It closes itself when sign-out
 * deletes it (versionchange), so the deletion is never blocked by this tab.
 */
function databaseOf(userId: string): Promise<IDBDatabase> {
  let database = databases.get(userId);
  if (!database) {
    const request = indexedDB.open(`${COPY_INDEX_PREFIX}${userId}`, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    database = done(request).then((db) => {
      db.onversionchange = () => {
        db.close();
        databases.delete(userId);
      };
      return db;
    });
    database.catch(() => databases.delete(userId));
    databases.set(userId, database);
  }
  return database;
}

async function run<T>(
  userId: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await databaseOf(userId);
  const transaction = db.transaction(STORE, mode);
  const result = done(work(transaction.objectStore(STORE)));
  // A write counts once it is committed, not when its request succeeds.
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
  return result;
}

const isEntry = (value: unknown): value is CopyEntry =>
  typeof value === 'object' && value !== null && 'id' in value;

export const copyIndex = {
  get: async (userId: string, noteId: string) =>
    (await run<unknown>(userId, 'readonly', (store) => store.get(noteId))) as CopyEntry | undefined,
  put: async (userId: string, entry: CopyEntry) => {
    await run(userId, 'readwrite', (store) => store.put(entry, entry.id));
  },
  remove: async (userId: string, noteId: string) => {
    await run(userId, 'readwrite', (store) => store.delete(noteId));
  },
  async all(userId: string): Promise<CopyEntry[]> {
    return (await run<unknown[]>(userId, 'readonly', (store) => store.getAll())).filter(isEntry);
  },
  async lastSyncAt(userId: string): Promise<string | null> {
    const record = (await run<unknown>(userId, 'readonly', (store) => store.get(SYNC_KEY))) as
      SyncRecord | undefined;
    return record?.lastSyncAt ?? null;
  },
  setLastSyncAt: async (userId: string, at: string) => {
    await run(userId, 'readwrite', (store) =>
      store.put({ lastSyncAt: at } satisfies SyncRecord, SYNC_KEY),
    );
  },
};

/** Closes the open index databases (sign-out, then deletes them: see forgetLocalCopies). */
export async function closeCopyIndexes() {
  const open = [...databases.values()];
  databases.clear();
  await Promise.all(
    open.map((database) => database.then((db) => db.close()).catch(() => undefined)),
  );
}
