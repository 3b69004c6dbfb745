import { DEFAULT_OFFLINE_NOTE_COUNT, OFFLINE_NOTE_COUNT_CHOICES } from '@common/offline';
import { storage } from '@app/lib/storage';

export type OfflineNoteCount = (typeof OFFLINE_NOTE_COUNT_CHOICES)[number];

const KEY = 'offline-note-count';

const isChoice = (value: number): value is OfflineNoteCount =>
  (OFFLINE_NOTE_COUNT_CHOICES as readonly number[]).includes(value);

/** How many of the most recent notes this device keeps (a per-device setting). */
export function offlineNoteCount(): OfflineNoteCount {
  const stored = Number(storage.get(KEY));
  return isChoice(stored) ? stored : DEFAULT_OFFLINE_NOTE_COUNT;
}

export function setOfflineNoteCount(count: OfflineNoteCount) {
  storage.set(KEY, String(count));
}
