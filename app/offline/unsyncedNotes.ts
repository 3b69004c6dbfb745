import { afterFrame } from '@app/lib/afterFrame';

/**
 * Notes whose Yjs copy on this device holds changes the server has not
 * acknowledged (reported by each open note's useCollabDocument), and since
 * when. The outbox counts the other writes; a note that is not open has
 * nothing to report (its copy goes out the next time it opens).
 */
const unsynced = new Map<string, number>();
let snapshot: ReadonlyMap<string, number> = new Map();
const listeners = new Set<() => void>();

/**
 * The list changes at once (what reads it now, like signing out, sees it), and listeners (the
 * indicator) hear of it in a task after the frame: an open note reports its words with each
 * key, and a render then was part of the key's own handling, its commit walking the focused
 * editor to save the selection. Changes within the frame make one notice.
 */
const notice = afterFrame(() => listeners.forEach((listener) => listener()));

function publish() {
  snapshot = new Map(unsynced);
  notice.request();
}

/** Marks a note as holding unacknowledged changes (keeps the first time), or clears it. */
export function reportUnsyncedNote(noteId: string, hasUnsynced: boolean): void {
  if (hasUnsynced === unsynced.has(noteId)) return;
  if (hasUnsynced) unsynced.set(noteId, Date.now());
  else unsynced.delete(noteId);
  publish();
}

export const unsyncedNotes = {
  getSnapshot: (): ReadonlyMap<string, number> => snapshot,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
