import { notesOpenHere } from '@app/notes/notesOpenHere';
import { forgetDeviceSearch, noteCopyChanged } from '../search/deviceSearch';
import { copiesApi } from './copiesApi';
import { closeCopyIndexes, copyIndex } from './copyIndex';
import { offlineNoteCount } from './offlineNoteCount';
import { syncCopies } from './syncCopies';
import { whenQuiet } from './whenIdle';

/** While the app is open, the copies are brought up to date this often (and whenever online again). */
export const COPY_SYNC_INTERVAL_MS = 5 * 60_000;

export interface CopySyncStatus {
  syncing: boolean;
  /** Copies on this device (the recent N and every note opened). */
  copies: number | null;
  lastSyncAt: string | null;
  /** Why the last sync stopped; null when it finished. */
  error: string | null;
}

/**
 * The background sync of this device's note copies, one per tab: started
 * for the signed-in user by useDeviceCopies, run after sign-in, when the
 * browser is online again, every few minutes and on demand (Settings'
 * "Download now"), one run at a time, in idle moments when nobody is typing.
 */
let status: CopySyncStatus = { syncing: false, copies: null, lastSyncAt: null, error: null };
const listeners = new Set<() => void>();
let userId: string | null = null;
let running: Promise<void> | null = null;
let again = false;

function setStatus(patch: Partial<CopySyncStatus>) {
  status = { ...status, ...patch };
  for (const listener of listeners) listener();
}

export const copySyncStatus = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => status,
};

async function runOnce(user: string) {
  const stopped = () => userId !== user;
  setStatus({ syncing: true, error: null });
  try {
    const result = await syncCopies({
      userId: user,
      count: offlineNoteCount(),
      api: copiesApi,
      onChange: (id, entry) => noteCopyChanged(user, id, entry),
      cancelled: stopped,
      pause: whenQuiet,
      openHere: notesOpenHere.has,
    });
    if (stopped()) return;
    setStatus({ copies: result.copies, lastSyncAt: await copyIndex.lastSyncAt(user) });
  } catch (error) {
    if (stopped()) return;
    setStatus({ error: error instanceof Error ? error.message : 'The sync stopped' });
  } finally {
    if (!stopped()) setStatus({ syncing: false });
  }
}

/** Brings the copies up to date now (or right after the run under way). */
export function syncCopiesNow(): Promise<void> {
  const user = userId;
  if (!user || (typeof navigator !== 'undefined' && !navigator.onLine)) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await whenQuiet();
      await runOnce(user);
    } while (again && userId === user);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** What Settings shows before the first run of this tab: read from the index. */
async function loadStatus(user: string) {
  const [entries, lastSyncAt] = await Promise.all([
    copyIndex.all(user),
    copyIndex.lastSyncAt(user),
  ]);
  if (userId === user && !status.syncing) setStatus({ copies: entries.length, lastSyncAt });
}

/** Starts the background sync for a signed-in user; the returned function stops it. */
export function startCopySync(user: string): () => void {
  userId = user;
  setStatus({ syncing: false, copies: null, lastSyncAt: null, error: null });
  void loadStatus(user).catch(() => undefined);
  const sync = () => void syncCopiesNow();
  const timer = setInterval(sync, COPY_SYNC_INTERVAL_MS);
  window.addEventListener('online', sync);
  sync();
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', sync);
    if (userId === user) userId = null;
  };
}

/** Sign-out: stop, and let go of the index databases and the search index so they can be deleted. */
export async function forgetCopySync() {
  userId = null;
  forgetDeviceSearch();
  setStatus({ syncing: false, copies: null, lastSyncAt: null, error: null });
  await closeCopyIndexes();
}
