import { COPY_INDEX_PREFIX } from '@app/offline/copies/copyIndex';

/**
 * Each open note keeps a copy of its Yjs document in this browser's
 * IndexedDB, so words typed offline survive a closed tab and reach the
 * server the next time the note opens. The copies belong to the signed-in
 * user and are removed when they sign out.
 */
const PREFIX = 'inkling-note:';

export const localCopyName = (userId: string, noteId: string) => `${PREFIX}${userId}:${noteId}`;

/**
 * Deletes every note copy in this browser, the recent notes' copies and
 * their index (app/offline/copies) included (sign-out: a shared computer
 * keeps nothing).
 */
export async function forgetLocalCopies(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  // The background sync stops and closes its index first, so nothing blocks the deletion.
  await import('@app/offline/copies/copySync').then(({ forgetCopySync }) => forgetCopySync());
  const databases = await indexedDB.databases();
  await Promise.all(
    databases
      .filter(
        (database) =>
          database.name?.startsWith(PREFIX) || database.name?.startsWith(COPY_INDEX_PREFIX),
      )
      .map(
        (database) =>
          new Promise<void>((resolve) => {
            const request = indexedDB.deleteDatabase(database.name ?? '');
            // Blocked means a tab still has it open; it goes once that tab lets go.
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
  );
}
