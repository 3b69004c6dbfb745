/**
 * Notes whose Yjs copy on this device holds changes the server has not
 * acknowledged (reported by each open note's useCollabDocument), and since
 * when. The outbox counts the other writes; a note that is not open has
 * nothing to report (its copy goes out the next time it opens).
 */
const unsynced = new Map<string, number>();
let snapshot: ReadonlyMap<string, number> = new Map();
const listeners = new Set<() => void>();

function publish() {
  snapshot = new Map(unsynced);
  listeners.forEach((listener) => listener());
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
