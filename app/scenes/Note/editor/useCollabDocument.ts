import {
  HocuspocusProvider,
  HocuspocusProviderWebsocket,
  WebSocketStatus,
} from '@hocuspocus/provider';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { useOnline } from '@app/hooks/useOnline';
import { localCopyName } from '@app/notes/localCopies';
import { notesBeingCreated, useNoteBeingCreated } from '@app/notes/notesBeingCreated';
import { activeOfflineSync } from '@app/offline/offlineSync';
import { unsentNotes } from '@app/offline/unsentNotes';
import { reportUnsyncedNote } from '@app/offline/unsyncedNotes';
import { usePendingNoteCreate } from '@app/offline/useUnsyncedChanges';
import { DocumentSync } from './documentSync';
import { saveState, type SaveState } from './saveState';
import { collabToken, collabUrl } from '@app/native/serverConnection';

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

/** Close codes of a change the server will never take (see server/collab/updateGuard.ts). */
const MESSAGE_TOO_BIG = 1009;
const CHANGE_REFUSED = 4422;

function rejectionReason(code: number, reason: string): string | null {
  if (code === MESSAGE_TOO_BIG) return 'it is larger than a note can be (4 MB at once)';
  if (code === CHANGE_REFUSED) return reason || 'the server cannot store it';
  return null;
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
  const [session, setSession] = useState<{
    doc: Y.Doc;
    provider: HocuspocusProvider;
    sync: DocumentSync;
  } | null>(null);
  const [refused, setRefused] = useState(false);
  const [rejectedChange, setRejectedChange] = useState<string | null>(null);
  const [reopenCount, setReopenCount] = useState(0);
  const localCopyRef = useRef<IndexeddbPersistence | null>(null);
  const waitedToConnectRef = useRef(false);
  // Whether the note held words the server lacks when last heard of, for its closing (below).
  const unsyncedRef = useRef(false);

  useEffect(() => {
    // Signed out (or signing out): nothing to open, and nothing to keep on this device.
    if (!userId) return;
    const doc = new Y.Doc();
    // Words typed here that the server has not acknowledged count in the app's "not synced yet"
    // indicator: changes by this document's own client beyond what was acknowledged last.
    unsyncedRef.current = false;
    const sync = new DocumentSync(doc, {
      onUnsyncedChange: (unsynced) => {
        unsyncedRef.current = unsynced;
        reportUnsyncedNote(noteId, unsynced);
      },
      onAllAcknowledged: () => unsentNotes.remove(userId, noteId),
    });
    // Words typed offline are kept on this device until the server has them.
    const localCopy = new IndexeddbPersistence(localCopyName(userId, noteId), doc);
    localCopyRef.current = localCopy;
    // Read here, not as a dependency: the create replaying connects this same document (below).
    const waiting =
      (activeOfflineSync()?.isCreatePending(noteId) ?? false) || notesBeingCreated.has(noteId);
    waitedToConnectRef.current = waiting;
    // The note's own socket, so a note created offline can wait to connect.
    const socket = new HocuspocusProviderWebsocket({ url: collabUrl(), autoConnect: !waiting });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: noteId,
      document: doc,
      token: collabToken,
      onStatus: ({ status }) => sync.update({ connected: status === WebSocketStatus.Connected }),
      onSynced: ({ state }) => {
        if (state) sync.update({ synced: true });
      },
      onUnsyncedChanges: ({ number }) => sync.update({ unsyncedChanges: number }),
      onAuthenticationFailed: () => setRefused(true),
      onClose: ({ event }) => {
        // 4401/4403/4404: the server will not let this user have this note.
        if (event.code >= 4401 && event.code <= 4404) setRefused(true);
        const rejection = rejectionReason(event.code, event.reason);
        if (rejection) {
          setRejectedChange(rejection);
          provider.configuration.websocketProvider.disconnect();
        }
      },
    });
    provider.attach();
    setSession({ doc, provider, sync });
    return () => {
      sync.destroy();
      reportUnsyncedNote(noteId, false);
      provider.destroy();
      socket.destroy();
      void localCopy.destroy();
      doc.destroy();
      setSession(null);
      setRefused(false);
      setRejectedChange(null);
    };
  }, [noteId, userId, reopenCount]);

  // The create has reached the server: the note is there to connect to.
  useEffect(() => {
    if (session && !waitingForCreate && !beingCreated && waitedToConnectRef.current) {
      waitedToConnectRef.current = false;
      void session.provider.configuration.websocketProvider.connect();
    }
  }, [session, waitingForCreate, beingCreated]);

  // Closed with words the server lacks: they are listed, and sent from the copy on reconnect.
  useEffect(
    () => () => {
      if (!userId || !unsyncedRef.current) return;
      unsentNotes.add(userId, noteId);
      if (navigator.onLine) void activeOfflineSync()?.replay();
    },
    [userId, noteId],
  );

  const reopenSavedVersion = useCallback(() => {
    const localCopy = localCopyRef.current;
    // The local copy holds the refused change: drop it, or it would be sent again on open.
    void (localCopy ? localCopy.clearData() : Promise.resolve()).then(() =>
      setReopenCount((count) => count + 1),
    );
  }, []);

  // The same object until one of these changes: none does with a key press.
  return useMemo(
    () =>
      session && {
        ...session,
        waitingForCreate,
        beingCreated,
        refused,
        rejectedChange,
        reopenSavedVersion,
      },
    [session, waitingForCreate, beingCreated, refused, rejectedChange, reopenSavedVersion],
  );
}

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
