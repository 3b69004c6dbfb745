import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { localCopyName } from '@app/notes/localCopies';

/**
 * One note's copy on the device, opened outside the editor: the same
 * y-indexeddb database the editor reads (app/notes/localCopies), so a copy
 * written here opens offline with its full content.
 */
export interface OpenCopy {
  doc: Y.Doc;
  /** Applies an update and resolves once IndexedDB has committed it. */
  apply: (update: Uint8Array) => Promise<void>;
}

/** Opens the copy (loading what it holds), runs `work`, then lets go of it. */
export async function withCopy<T>(
  userId: string,
  noteId: string,
  work: (copy: OpenCopy) => Promise<T> | T,
): Promise<T> {
  const doc = new Y.Doc();
  const persistence = new IndexeddbPersistence(localCopyName(userId, noteId), doc);
  try {
    await persistence.whenSynced;
    const apply = async (update: Uint8Array) => {
      // Applied as the persistence's own change, so it is not stored twice, then stored here
      // in one transaction whose commit is awaited (y-indexeddb's own write is not awaitable).
      Y.applyUpdate(doc, update, persistence);
      const db = persistence.db;
      if (!db) throw new Error('The copy closed before it was written');
      const transaction = db.transaction(['updates'], 'readwrite');
      transaction.objectStore('updates').add(update);
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = transaction.onabort = () =>
          reject(transaction.error ?? new Error('The copy could not be written'));
      });
    };
    return await work({ doc, apply });
  } finally {
    await persistence.destroy();
    doc.destroy();
  }
}

/** Deletes a copy's database (blocked while an editor has it open; it goes once that lets go). */
export function removeCopy(userId: string, noteId: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(localCopyName(userId, noteId));
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Note ids of the copies of this user on the device (those the editor made included). */
export async function copiesOnDevice(userId: string): Promise<string[]> {
  if (typeof indexedDB.databases !== 'function') return [];
  const prefix = localCopyName(userId, '');
  return (await indexedDB.databases())
    .map((database) => database.name ?? '')
    .filter((name) => name.startsWith(prefix))
    .map((name) => name.slice(prefix.length));
}

/** True when `local` holds changes beyond `synced` (a state vector the server has); unknown counts. */
export function hasChangesBeyond(local: Uint8Array, synced: Uint8Array | null): boolean {
  const localClocks = Y.decodeStateVector(local);
  if (localClocks.size === 0) return false;
  if (!synced) return true;
  const syncedClocks = Y.decodeStateVector(synced);
  for (const [client, clock] of localClocks) {
    if (clock > (syncedClocks.get(client) ?? 0)) return true;
  }
  return false;
}
