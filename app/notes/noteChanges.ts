import type { QueryClient } from '@tanstack/react-query';
import { noteKeys, noteRecordWriteKey, tagKeys } from '@app/queries/queryKeys';

/**
 * Tells this browser's other tabs (a dashboard, say) that a note's record
 * changed, so their lists read it again; the way the auth session store
 * shares sign-ins. Editors of the note hear it from the server itself.
 */
const CHANNEL = 'inkling_notes';

interface NoteChanged {
  noteId: string;
}

// Browsers only: Node has BroadcastChannel too, and an open one would keep a prerender running.
const openChannel = () =>
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(CHANNEL);

/**
 * Reads the note and the lists again in this tab. Not the note while a write of its record from
 * this tab is on its way: the read would show the record without it (a second tag, added before
 * the first was answered, gone until its own answer), and each write's answer is the record.
 */
export function refreshNote(queryClient: QueryClient, noteId: string) {
  if (queryClient.isMutating({ mutationKey: noteRecordWriteKey(noteId) }) === 0)
    void queryClient.invalidateQueries({ queryKey: noteKeys.detail(noteId) });
  void queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: tagKeys.all });
}

/** Tells the other tabs of this browser that the note changed. */
export function announceNoteChange(noteId: string) {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ noteId } satisfies NoteChanged);
  channel.close();
}

/** Refreshes this tab when another tab announces a change; returns the stop function. */
export function listenForNoteChanges(queryClient: QueryClient): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<NoteChanged>) => {
    refreshNote(queryClient, event.data.noteId);
  };
  return () => channel.close();
}
