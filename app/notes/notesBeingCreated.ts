import { useSyncExternalStore } from 'react';

/**
 * Notes whose create is on its way to the server right now (a blank "New
 * note" opens at once, before the server has answered). Their document
 * waits to connect until the server knows the note: it would refuse it
 * (4404) before. Once the create is answered, or has joined the outbox
 * (app/offline), the note is not listed here any more.
 */
const creating = new Set<string>();
const listeners = new Set<() => void>();

function changed() {
  listeners.forEach((listener) => listener());
}

export const notesBeingCreated = {
  has: (noteId: string): boolean => creating.has(noteId),
  add: (noteId: string): void => {
    creating.add(noteId);
    changed();
  },
  remove: (noteId: string): void => {
    if (creating.delete(noteId)) changed();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether the note's create is on its way to the server (see notesBeingCreated). */
export function useNoteBeingCreated(noteId: string): boolean {
  return useSyncExternalStore(
    notesBeingCreated.subscribe,
    () => creating.has(noteId),
    () => false,
  );
}
