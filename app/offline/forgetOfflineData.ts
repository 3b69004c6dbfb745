import { deleteAllOutboxes } from './outbox';
import { unsentNotes } from './unsentNotes';
import { forgetPersistedCaches } from './persister';

/**
 * Deletes what this browser keeps for signed-in use besides the notes' own
 * copies (app/notes/localCopies.ts): the cached server data and, on a
 * deliberate sign-out (after the warning about unsynced changes), the
 * outbox. A session that merely ended (a 401) keeps the outbox: it is the
 * user's unsent work, replayed once they sign in again.
 */
export async function forgetOfflineData({ outbox }: { outbox: boolean }): Promise<void> {
  // The notes' copies (which held the unsent words) are deleted on every sign-out.
  unsentNotes.forgetAll();
  await Promise.all([
    forgetPersistedCaches(),
    outbox ? deleteAllOutboxes() : Promise.resolve(),
  ]).catch((error: unknown) => console.error('Could not delete the offline data', error));
}
