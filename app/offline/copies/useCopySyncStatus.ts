import { useSyncExternalStore } from 'react';
import { copySyncStatus, type CopySyncStatus } from './copySync';

const beforeStart: CopySyncStatus = { syncing: false, copies: null, lastSyncAt: null, error: null };

/** The background sync's state, for Settings. */
export function useCopySyncStatus(): CopySyncStatus {
  return useSyncExternalStore(copySyncStatus.subscribe, copySyncStatus.get, () => beforeStart);
}
