import type { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { afterFrame } from '@app/lib/afterFrame';

export interface FrameBatchedCopy {
  /** Writes what waits now and stops (the note closing). The page hidden or left writes too. */
  close(): void;
  /** Forgets what waits and stops (the copy is being cleared). */
  discard(): void;
}

/**
 * y-indexeddb writes each change to IndexedDB inside the change's own Yjs
 * transaction: in a key's handling, before the frame that shows the key.
 * Here the changes of one frame are merged and written in a task of their
 * own after it, through the same function (`_storeUpdate`, the one y-indexeddb
 * listens with). What the copy loaded itself (its own origin) is not written
 * again, as before.
 */
export function copyAfterFrame(copy: IndexeddbPersistence, doc: Y.Doc): FrameBatchedCopy {
  const store = copy._storeUpdate;
  let waiting: Uint8Array[] = [];
  const write = afterFrame(() => {
    const updates = waiting;
    waiting = [];
    if (updates.length) store(Y.mergeUpdates(updates), null);
  });
  const flush = () => write.now();
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === copy) return;
    waiting.push(update);
    write.request();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const stop = () => {
    doc.off('update', onUpdate);
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
  };

  doc.off('update', store);
  doc.on('update', onUpdate);
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  return {
    close: () => {
      flush();
      stop();
    },
    discard: () => {
      write.cancel();
      waiting = [];
      stop();
    },
  };
}
