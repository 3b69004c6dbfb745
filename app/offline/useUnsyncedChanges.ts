import { useEffect, useState, useSyncExternalStore } from 'react';
import { useOnline } from '@app/hooks/useOnline';
import { activeOfflineSync, subscribeActiveOfflineSync, type OfflineSync } from './offlineSync';
import type { OutboxEntry } from './outbox';
import { unsentNotes, type UnsentNote } from './unsentNotes';
import { unsyncedNotes } from './unsyncedNotes';

const NONE: readonly OutboxEntry[] = Object.freeze([]);
const noSubscription = () => () => undefined;

/** The signed-in user's outbox at work, or null (signed out, or outside the app shell). */
export function useOfflineSync(): OfflineSync | null {
  return useSyncExternalStore(subscribeActiveOfflineSync, activeOfflineSync, () => null);
}

/** The writes waiting for the server, oldest first. */
export function useOutboxEntries(): readonly OutboxEntry[] {
  const sync = useOfflineSync();
  return useSyncExternalStore(
    sync?.subscribe ?? noSubscription,
    sync?.getEntries ?? (() => NONE),
    () => NONE,
  );
}

/** Whether a note's create waits in the outbox: the server does not know the note yet. */
export function usePendingNoteCreate(noteId: string): boolean {
  const entries = useOutboxEntries();
  return entries.some(
    (entry) =>
      entry.noteId === noteId && (entry.kind === 'create-note' || entry.kind === 'journal-entry'),
  );
}

export interface UnsyncedChange {
  key: string;
  /** A write in the outbox, the words of the open note, or those of a note since closed. */
  kind: 'outbox' | 'open-note' | 'closed-note';
  label: string;
  since: number;
}

export interface UnsyncedChanges {
  count: number;
  /** When the oldest of them was made (ms), or null when there are none. */
  since: number | null;
  changes: UnsyncedChange[];
}

/** Notes closed with words the server lacks (see unsentNotes.ts). */
function useUnsentNotes(userId: string | null): readonly UnsentNote[] {
  return useSyncExternalStore(
    unsentNotes.subscribe,
    () => unsentNotes.get(userId),
    () => unsentNotes.get(null),
  );
}

/**
 * Every local change the server does not have yet: each write in the outbox,
 * each open note whose typed words are not acknowledged, and each note
 * closed with such words (sent from its copy after the outbox's replay).
 */
export function useUnsyncedChanges(): UnsyncedChanges {
  const sync = useOfflineSync();
  const entries = useOutboxEntries();
  const notes = useSyncExternalStore(
    unsyncedNotes.subscribe,
    unsyncedNotes.getSnapshot,
    unsyncedNotes.getSnapshot,
  );
  const closed = useUnsentNotes(sync?.userId ?? null);
  return unsyncedChangesOf(entries, notes, closed);
}

/**
 * The same, read once now: for what must know at the moment it acts (signing
 * out) without rendering again with every key typed in a note.
 */
export function currentUnsyncedChanges(): UnsyncedChanges {
  const sync = activeOfflineSync();
  return unsyncedChangesOf(
    sync?.getEntries() ?? NONE,
    unsyncedNotes.getSnapshot(),
    unsentNotes.get(sync?.userId ?? null),
  );
}

function unsyncedChangesOf(
  entries: readonly OutboxEntry[],
  notes: ReadonlyMap<string, number>,
  closed: readonly UnsentNote[],
): UnsyncedChanges {
  const changes: UnsyncedChange[] = [
    ...entries.map((entry) => ({
      key: entry.id,
      kind: 'outbox' as const,
      label: entry.label,
      since: entry.createdAt,
    })),
    ...[...notes].map(([noteId, since]) => ({
      key: `note:${noteId}`,
      kind: 'open-note' as const,
      label: 'Words typed in an open note',
      since,
    })),
    ...closed
      .filter((note) => !notes.has(note.noteId))
      .map((note) => ({
        key: `closed:${note.noteId}`,
        kind: 'closed-note' as const,
        label: 'Words typed offline in a note since closed',
        since: note.since,
      })),
  ].sort((a, b) => a.since - b.since);
  return summary(changes);
}

function summary(changes: UnsyncedChange[]): UnsyncedChanges {
  return { count: changes.length, since: changes[0]?.since ?? null, changes };
}

/**
 * How long, online, an open note's typed words may wait for the server's
 * acknowledgement before the "not synced yet" bar lists them. The server
 * acknowledges a key within a moment: listed at once, the bar would appear
 * and go with every key, flickering and moving the page under the caret
 * (and costing a layout of the whole note each time).
 */
export const OPEN_NOTE_GRACE_MS = 2_000;

/**
 * The changes the "not synced yet" bar shows: every one of them offline;
 * online, an open note's words once they have waited `graceMs`. (Signing out
 * still weighs every change at once: useUnsyncedChanges.)
 */
export function useShownUnsyncedChanges(graceMs = OPEN_NOTE_GRACE_MS): UnsyncedChanges {
  const all = useUnsyncedChanges();
  const online = useOnline();
  // When the words' ages were last looked at: moved on when the next one's grace ends.
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  const waiting =
    online && graceMs > 0
      ? all.changes.filter(
          (change) => change.kind === 'open-note' && change.since + graceMs > checkedAt,
        )
      : [];
  const nextDue = Math.min(...waiting.map((change) => change.since + graceMs));
  useEffect(() => {
    if (!Number.isFinite(nextDue)) return;
    // A timer may fire a millisecond before Date.now() reaches its due time; checked at an
    // earlier time, the words would still be waiting, with no timer left to list them.
    const timer = setTimeout(
      () => setCheckedAt(Math.max(Date.now(), nextDue)),
      Math.max(0, nextDue - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [nextDue]);
  return waiting.length === 0 ? all : summary(all.changes.filter((c) => !waiting.includes(c)));
}

/** Resolves once the outbox is empty and no open note holds unacknowledged words. */
export function whenAllSynced(sync: OfflineSync | null): Promise<void> {
  const synced = () =>
    (sync?.getEntries().length ?? 0) === 0 &&
    unsyncedNotes.getSnapshot().size === 0 &&
    unsentNotes.get(sync?.userId ?? null).length === 0;
  return new Promise((resolve) => {
    if (synced()) {
      resolve();
      return;
    }
    const check = () => {
      if (!synced()) return;
      stopOutbox();
      stopNotes();
      stopClosed();
      resolve();
    };
    const stopOutbox = sync?.subscribe(check) ?? (() => undefined);
    const stopNotes = unsyncedNotes.subscribe(check);
    const stopClosed = unsentNotes.subscribe(check);
  });
}
