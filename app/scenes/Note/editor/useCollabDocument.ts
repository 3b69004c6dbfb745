import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { useOnline } from '@app/hooks/useOnline';
import { useNoteBeingCreated } from '@app/notes/notesBeingCreated';
import { activeOfflineSync } from '@app/offline/offlineSync';
import { unsentNotes } from '@app/offline/unsentNotes';
import { usePendingNoteCreate } from '@app/offline/useUnsyncedChanges';
import { claimCollabSession, type CollabSession } from './collabSession';
import type { DocumentSync } from './documentSync';
import { saveState, type SaveState } from './saveState';

export interface CollabDocument {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Where its words stand with the server, changing with every key: read with useSaveState. */
  sync: DocumentSync;
  /**
   * The note was created on this device and its create still waits in the
   * outbox: the document is this device's copy only, and connects to the
   * server once the create has reached it.
   */
  waitingForCreate: boolean;
  /** A blank note opened before the server has made it: it connects once the create is answered. */
  beingCreated: boolean;
  /** The server refused this note (signed out, or no longer the user's). */
  refused: boolean;
  /**
   * Why the server refused a change made here (too large, or content this
   * version cannot store); null while everything is accepted. The socket
   * stays closed: sending the same change again would be refused again.
   */
  rejectedChange: string | null;
  /** Forgets this device's unsaved copy of the note and opens the version the server has. */
  reopenSavedVersion: () => void;
}

/**
 * A note's Yjs document, live with the server through Hocuspocus (the
 * session cookie goes with the socket), with a copy on this device. One per
 * open note; it reconnects on its own, and what is typed offline goes out
 * when the socket is back, even after the tab was closed in between. A note
 * created offline (its create still in the outbox) opens from the copy on
 * this device only: the server would refuse it (4404) until the create has
 * replayed, and then the socket connects.
 */
export function useCollabDocument(noteId: string, userId: string | null): CollabDocument | null {
  const waitingForCreate = usePendingNoteCreate(noteId);
  // A blank note opened before the server has made it (app/notes/useCreateNote).
  const beingCreated = useNoteBeingCreated(noteId);
  const [session, setSession] = useState<CollabSession | null>(null);
  const [reopenCount, setReopenCount] = useState(0);
  // The session last open, for its closing (below): its words the server lacks are listed.
  const lastSessionRef = useRef<CollabSession | null>(null);

  useEffect(() => {
    // Signed out (or signing out): nothing to open, and nothing to keep on this device.
    if (!userId) return;
    // Opened as the press on the note's link landed (prepareCollabSession), or now. Taken up in the
    // first render instead, the editor rendered inside the navigation's time-sliced transition,
    // which yields to everything else queued: note open p50 179, 187 ms against 150, 172 this way.
    const opened = claimCollabSession(noteId, userId);
    lastSessionRef.current = opened;
    setSession(opened);
    return () => {
      opened.close();
      setSession(null);
    };
  }, [noteId, userId, reopenCount]);

  const refusals = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getRefusals ?? noRefusals,
  );

  // The create has reached the server: the note is there to connect to.
  const waitedToConnect = session?.waitedToConnect ?? false;
  useEffect(() => {
    if (session && waitedToConnect && !waitingForCreate && !beingCreated) session.connect();
  }, [session, waitedToConnect, waitingForCreate, beingCreated]);

  // Closed with words the server lacks: they are listed, and sent from the copy on reconnect.
  useEffect(
    () => () => {
      if (!userId || !lastSessionRef.current?.unsynced) return;
      unsentNotes.add(userId, noteId);
      if (navigator.onLine) void activeOfflineSync()?.replay();
    },
    [userId, noteId],
  );

  const reopenSavedVersion = useCallback(() => {
    // The local copy holds the refused change: drop it, or it would be sent again on open.
    void (session ? session.clearLocalCopy() : Promise.resolve()).then(() =>
      setReopenCount((count) => count + 1),
    );
  }, [session]);

  // The same object until one of these changes: none does with a key press.
  return useMemo(
    () =>
      session && {
        doc: session.doc,
        provider: session.provider,
        sync: session.sync,
        waitingForCreate,
        beingCreated,
        refused: refusals.refused,
        rejectedChange: refusals.rejectedChange,
        reopenSavedVersion,
      },
    [session, waitingForCreate, beingCreated, refusals, reopenSavedVersion],
  );
}

const noSubscription = () => () => {};
const noRefusals = () => NO_REFUSALS;
const NO_REFUSALS = { refused: false, rejectedChange: null };

/**
 * "Saving…", "Saved", offline or connecting, for the parts that show it: the
 * component calling this renders again with each key, not the screen around it.
 */
export function useSaveState({
  sync,
  waitingForCreate,
  beingCreated,
}: Pick<CollabDocument, 'sync' | 'waitingForCreate' | 'beingCreated'>): SaveState {
  const online = useOnline();
  const facts = useSyncExternalStore(sync.subscribe, sync.getSnapshot);
  if (waitingForCreate) return 'offline';
  if (beingCreated) return 'connecting';
  return saveState({ online, ...facts });
}
