import type { SocketFacts } from './documentSync';

/** What the note's header says about the user's words. */
export type SaveState = 'connecting' | 'saving' | 'saved' | 'offline';

export interface SyncFacts extends SocketFacts {
  /** The browser believes it is online (navigator.onLine). */
  online: boolean;
}

/**
 * Offline wins (the edits wait in this tab and go out on reconnect), then
 * "saving" while anything is unacknowledged, then "saved". Before the first
 * sync nothing was typed yet, so it is "connecting".
 */
export function saveState(facts: SyncFacts): SaveState {
  if (!facts.online || (!facts.connected && facts.synced)) return 'offline';
  if (!facts.synced) return 'connecting';
  return facts.unsyncedChanges > 0 ? 'saving' : 'saved';
}

export const saveStateLabel: Record<SaveState, string> = {
  connecting: 'Connecting…',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — changes are kept and sync when you reconnect',
};
