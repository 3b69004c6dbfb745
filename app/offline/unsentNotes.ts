import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { collabToken, collabUrl } from '@app/native/serverConnection';
import { localCopyName } from '@app/notes/localCopies';

/**
 * Notes closed with words the server had not acknowledged (typed offline,
 * then the note left), and open notes whose words have waited for it (a
 * page that dies closes nothing): their words wait in the note's copy on
 * this device. They are listed here (local storage, per user) so the
 * indicator counts them and the outbox's replay sends them without the note
 * being opened again (`sendUnsentNotes`).
 */
export interface UnsentNote {
  noteId: string;
  since: number;
}

const key = (userId: string) => `inkling_unsent_notes:${userId}`;
const listeners = new Set<() => void>();
let cache: { userId: string; notes: readonly UnsentNote[] } | null = null;
const NONE: readonly UnsentNote[] = Object.freeze([]);

function read(userId: string): readonly UnsentNote[] {
  if (cache?.userId === userId) return cache.notes;
  let notes: readonly UnsentNote[] = NONE;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]');
    if (Array.isArray(stored)) notes = stored as UnsentNote[];
  } catch {
    // A damaged list is an empty one: the copies themselves are still there.
  }
  cache = { userId, notes };
  return notes;
}

function write(userId: string, notes: readonly UnsentNote[]) {
  cache = { userId, notes };
  if (notes.length) localStorage.setItem(key(userId), JSON.stringify(notes));
  else localStorage.removeItem(key(userId));
  listeners.forEach((listener) => listener());
}

let listening = false;
/** Another tab changed a list (it closed a note, or sent one): read it again here. */
function listenToOtherTabs() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !event.key.startsWith('inkling_unsent_notes:')) return;
    cache = null;
    listeners.forEach((listener) => listener());
  });
}

export const unsentNotes = {
  get: (userId: string | null): readonly UnsentNote[] => (userId ? read(userId) : NONE),
  subscribe: (listener: () => void): (() => void) => {
    listenToOtherTabs();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The note holds unacknowledged words: closed with them, or open and waiting. */
  add(userId: string, noteId: string) {
    const notes = read(userId);
    if (!notes.some((note) => note.noteId === noteId)) {
      write(userId, [...notes, { noteId, since: Date.now() }]);
    }
  },
  /** The server has the note's words (or the note is gone). */
  remove(userId: string, noteId: string) {
    const notes = read(userId);
    if (notes.some((note) => note.noteId === noteId)) {
      write(
        userId,
        notes.filter((note) => note.noteId !== noteId),
      );
    }
  },
  /** Forgets every user's list (sign-out). */
  forgetAll() {
    for (const name of Object.keys(localStorage)) {
      if (name.startsWith('inkling_unsent_notes:')) localStorage.removeItem(name);
    }
    cache = null;
    listeners.forEach((listener) => listener());
  },
};

/** Longest wait for one note's words to be acknowledged before trying later. */
const SEND_TIMEOUT_MS = 20_000;

/**
 * Opens the note's copy without an editor, lets the provider send what the
 * server lacks, and resolves "sent" once the server has acknowledged it all
 * ('gone': not the user's note any more; 'later': no answer in time).
 */
async function sendNoteCopy(userId: string, noteId: string): Promise<'sent' | 'gone' | 'later'> {
  const doc = new Y.Doc();
  const copy = new IndexeddbPersistence(localCopyName(userId, noteId), doc);
  await copy.whenSynced;
  const socket = new HocuspocusProviderWebsocket({ url: collabUrl() });
  let settle: (result: 'sent' | 'gone' | 'later') => void = () => undefined;
  const done = new Promise<'sent' | 'gone' | 'later'>((resolve) => (settle = resolve));
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: noteId,
    document: doc,
    token: collabToken,
    onSynced: () => {
      if (!provider.hasUnsyncedChanges) settle('sent');
    },
    onUnsyncedChanges: ({ number }) => {
      if (number === 0 && provider.isSynced) settle('sent');
    },
    onClose: ({ event }) => {
      // 4401–4404: not this user's note (any more): its words can never be sent.
      if (event.code >= 4401 && event.code <= 4404) settle('gone');
    },
  });
  provider.attach();
  const timer = setTimeout(() => settle('later'), SEND_TIMEOUT_MS);
  const result = await done;
  clearTimeout(timer);
  provider.destroy();
  socket.destroy();
  await copy.destroy();
  doc.destroy();
  return result;
}

/**
 * Sends the words of every listed note that is not open now (an open
 * note's editor sends its own), one at a time. Answers whether any are left
 * to try again later.
 */
export async function sendUnsentNotes(
  userId: string,
  isOpen: (noteId: string) => boolean,
): Promise<boolean> {
  let left = false;
  for (const { noteId } of unsentNotes.get(userId)) {
    if (isOpen(noteId)) continue;
    const result = navigator.onLine
      ? await sendNoteCopy(userId, noteId).catch(() => 'later' as const)
      : 'later';
    if (result === 'later') left = true;
    else unsentNotes.remove(userId, noteId);
  }
  return left;
}
