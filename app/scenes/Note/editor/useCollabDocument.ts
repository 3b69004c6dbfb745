import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { localCopyName } from '@app/notes/localCopies';
import { saveState, type SaveState } from './saveState';

/** The server's collaboration endpoint on this origin (ws: or wss: to match the page). */
function collabUrl() {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/collab`;
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

export interface CollabDocument {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  state: SaveState;
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
 * when the socket is back, even after the tab was closed in between.
 */
export function useCollabDocument(noteId: string, userId: string | null): CollabDocument | null {
  const online = useOnline();
  const [session, setSession] = useState<{ doc: Y.Doc; provider: HocuspocusProvider } | null>(null);
  const [connected, setConnected] = useState(false);
  const [synced, setSynced] = useState(false);
  const [unsyncedChanges, setUnsyncedChanges] = useState(0);
  const [refused, setRefused] = useState(false);
  const [rejectedChange, setRejectedChange] = useState<string | null>(null);
  const [reopenCount, setReopenCount] = useState(0);
  const localCopyRef = useRef<IndexeddbPersistence | null>(null);

  useEffect(() => {
    // Signed out (or signing out): nothing to open, and nothing to keep on this device.
    if (!userId) return;
    const doc = new Y.Doc();
    // Words typed offline are kept on this device until the server has them.
    const localCopy = new IndexeddbPersistence(localCopyName(userId, noteId), doc);
    localCopyRef.current = localCopy;
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: noteId,
      document: doc,
      onStatus: ({ status }) => setConnected(status === WebSocketStatus.Connected),
      onSynced: ({ state }) => {
        if (state) setSynced(true);
      },
      onUnsyncedChanges: ({ number }) => setUnsyncedChanges(number),
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
    setSession({ doc, provider });
    return () => {
      provider.destroy();
      void localCopy.destroy();
      doc.destroy();
      setSession(null);
      setConnected(false);
      setSynced(false);
      setUnsyncedChanges(0);
      setRefused(false);
      setRejectedChange(null);
    };
  }, [noteId, userId, reopenCount]);

  const reopenSavedVersion = useCallback(() => {
    const localCopy = localCopyRef.current;
    // The local copy holds the refused change: drop it, or it would be sent again on open.
    void (localCopy ? localCopy.clearData() : Promise.resolve()).then(() =>
      setReopenCount((count) => count + 1),
    );
  }, []);

  if (!session) return null;
  return {
    ...session,
    state: saveState({ online, connected, synced, unsyncedChanges }),
    refused,
    rejectedChange,
    reopenSavedVersion,
  };
}
