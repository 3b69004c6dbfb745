import {
  HocuspocusProvider,
  HocuspocusProviderWebsocket,
  WebSocketStatus,
} from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { localCopyName } from '@app/notes/localCopies';
import { notesBeingCreated } from '@app/notes/notesBeingCreated';
import { notesOpenHere } from '@app/notes/notesOpenHere';
import { activeOfflineSync } from '@app/offline/offlineSync';
import { unsentNotes } from '@app/offline/unsentNotes';
import { reportUnsyncedNote } from '@app/offline/unsyncedNotes';
import { AFTER_FRAME_MS } from '@app/lib/afterFrame';
import { collabToken, collabUrl } from '@app/native/serverConnection';
import { copyAfterFrame, type FrameBatchedCopy } from './copyAfterFrame';
import { DocumentSync } from './documentSync';

/** Close codes of a change the server will never take (see server/collab/updateGuard.ts). */
const MESSAGE_TOO_BIG = 1009;
const CHANGE_REFUSED = 4422;

function rejectionReason(code: number, reason: string): string | null {
  if (code === MESSAGE_TOO_BIG) return 'it is larger than a note can be (4 MB at once)';
  if (code === CHANGE_REFUSED) return reason || 'the server cannot store it';
  return null;
}

/** The longest a note's sync waits for this device's copy of it to be read. */
const COPY_WAIT_MS = 2_000;

/**
 * How long words may wait for the server's acknowledgement before the note is listed as
 * holding unsent words while it is still open, not only when it closes: a page that dies (a
 * crash, a phone's app killed in the background) closes nothing, and the words would wait in
 * the copy on this device until the note was opened here again. Online a key is acknowledged
 * within a moment, so typing lists nothing.
 */
export const LIST_UNSENT_AFTER_MS = 1_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the server said about the note that the screen shows instead of the editor. */
export interface SessionRefusals {
  /** The server refused this note (signed out, or no longer the user's). */
  refused: boolean;
  /**
   * Why the server refused a change made here (too large, or content this version cannot
   * store); null while everything is accepted.
   */
  rejectedChange: string | null;
}

/** The note was created here and the server does not know it yet: it would refuse it (4404). */
function waitsForCreate(noteId: string): boolean {
  return (activeOfflineSync()?.isCreatePending(noteId) ?? false) || notesBeingCreated.has(noteId);
}

/**
 * One open note's Yjs document, live with the server through Hocuspocus (the
 * session cookie goes with the socket), with a copy on this device. It
 * exists outside React so it can be opened before the note screen renders
 * (`prepareCollabSession`); the screen's hook adopts it.
 */
export class CollabSession {
  readonly doc = new Y.Doc();
  readonly sync: DocumentSync;
  readonly provider: HocuspocusProvider;
  /** Opened while its create was still on its way: the socket connects once it has arrived. */
  readonly waitedToConnect: boolean;
  /** Whether the note held words the server lacks when last heard of (kept after closing). */
  unsynced = false;
  private readonly socket: HocuspocusProviderWebsocket;
  private readonly localCopy: IndexeddbPersistence;
  private readonly localCopyWrites: FrameBatchedCopy;
  private readonly closeHere: () => void;
  private refusals: SessionRefusals = { refused: false, rejectedChange: null };
  private readonly listeners = new Set<() => void>();
  private closed = false;
  private connecting: boolean;
  private listUnsentTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly noteId: string,
    readonly userId: string,
  ) {
    // Words typed here that the server has not acknowledged count in the app's "not synced yet"
    // indicator: changes by this document's own client beyond what was acknowledged last.
    this.sync = new DocumentSync(this.doc, {
      onUnsyncedChange: (unsynced) => {
        this.unsynced = unsynced;
        reportUnsyncedNote(noteId, unsynced);
        this.listUnsentIfStillWaiting(unsynced);
      },
      onAllAcknowledged: () => unsentNotes.remove(userId, noteId),
    });
    // Words typed offline are kept on this device until the server has them.
    this.localCopy = new IndexeddbPersistence(localCopyName(userId, noteId), this.doc);
    this.localCopyWrites = copyAfterFrame(this.localCopy, this.doc);
    // The background sync of copies leaves this one to the session until it closes.
    this.closeHere = notesOpenHere.add(noteId);
    this.waitedToConnect = waitsForCreate(noteId);
    this.connecting = !this.waitedToConnect;
    // The note's own socket, so a note created offline can wait to connect.
    this.socket = new HocuspocusProviderWebsocket({
      url: collabUrl(),
      autoConnect: !this.waitedToConnect,
    });
    const sync = this.sync;
    this.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: noteId,
      document: this.doc,
      token: collabToken,
      // A key's change goes out in a task of its own after the frame that shows it, not in the
      // key's own handling (where sending took ~0.5 ms of a key): every change made within the
      // window goes as one merged message (Y.mergeUpdates). Leaving the page sends at once.
      flushDelay: AFTER_FRAME_MS,
      onStatus: ({ status }) => sync.update({ connected: status === WebSocketStatus.Connected }),
      onSynced: ({ state }) => {
        if (state) sync.update({ synced: true });
      },
      onUnsyncedChanges: ({ number }) => sync.update({ unsyncedChanges: number }),
      onAuthenticationFailed: () => this.setRefusals({ refused: true }),
      onClose: ({ event }) => {
        // 4401/4403/4404: the server will not let this user have this note.
        if (event.code >= 4401 && event.code <= 4404) this.setRefusals({ refused: true });
        const rejection = rejectionReason(event.code, event.reason);
        if (rejection) {
          this.setRefusals({ rejectedChange: rejection });
          this.socket.disconnect();
        }
      },
    });
    // Attached once the device's copy is in the document: the first sync then sends each side
    // only what the other lacks. Attached at once, the copy's load (a moment later) went to the
    // server as a change, the whole note sent up on every open (166 KB for 20,000 words), and a
    // sync begun before it brought the whole note down again. A copy slow to read (or an
    // IndexedDB that never answers) is not waited for beyond COPY_WAIT_MS: what it adds later
    // is sent as a change, as before.
    void Promise.race([this.localCopy.whenSynced, delay(COPY_WAIT_MS)]).then(() =>
      this.attachProvider(),
    );
  }

  private attachProvider() {
    if (this.closed) return;
    // The copy's load, still waiting to go out as a change: the first sync sends the server
    // whatever of it the server lacks (a provider not yet attached sends nothing).
    this.provider.flushPendingUpdates();
    this.provider.attach();
    // A socket already open told only the providers attached then.
    if (this.socket.status === WebSocketStatus.Connected) this.sync.update({ connected: true });
  }

  readonly getRefusals = (): SessionRefusals => this.refusals;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The create has reached the server: connect, once, if this session waited for it. */
  connect(): void {
    if (this.closed || this.connecting) return;
    this.connecting = true;
    void this.socket.connect();
  }

  /** Forgets this device's copy (it holds a change the server refused, sent again on open). */
  clearLocalCopy(): Promise<void> {
    this.localCopyWrites.discard();
    return this.localCopy.clearData();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.listUnsentIfStillWaiting(false);
    this.sync.destroy();
    reportUnsyncedNote(this.noteId, false);
    this.provider.destroy();
    this.socket.destroy();
    this.localCopyWrites.close();
    void this.localCopy.destroy();
    this.closeHere();
    this.doc.destroy();
    this.listeners.clear();
  }

  /** Lists the note as holding unsent words once they have waited LIST_UNSENT_AFTER_MS. */
  private listUnsentIfStillWaiting(unsynced: boolean) {
    if (this.listUnsentTimer) clearTimeout(this.listUnsentTimer);
    this.listUnsentTimer = unsynced
      ? setTimeout(() => unsentNotes.add(this.userId, this.noteId), LIST_UNSENT_AFTER_MS)
      : null;
  }

  private setRefusals(change: Partial<SessionRefusals>) {
    if (this.closed) return;
    this.refusals = { ...this.refusals, ...change };
    this.listeners.forEach((listener) => listener());
  }
}

/**
 * How long a session opened for a click that led nowhere (the navigation
 * was cancelled, or another note was chosen) stays before it is closed.
 */
const UNCLAIMED_MS = 10_000;

const prepared = new Map<
  string,
  { session: CollabSession; timer: ReturnType<typeof setTimeout> }
>();
const preparedKey = (userId: string, noteId: string) => `${userId}:${noteId}`;

/**
 * Opens the note's document as the press on its link lands, before its
 * screen renders: its copy on this device loads and its socket connects
 * while React renders the screen (20–40 ms after the click on a 2-core
 * machine), so the editor, rendered next, finds the text there. The screen
 * claims it; unclaimed, it closes.
 */
export function prepareCollabSession(noteId: string, userId: string): void {
  const key = preparedKey(userId, noteId);
  // A note created here that the server does not know yet opens from its screen, which waits.
  if (prepared.has(key) || waitsForCreate(noteId)) return;
  const session = new CollabSession(noteId, userId);
  const timer = setTimeout(() => {
    prepared.delete(key);
    session.close();
  }, UNCLAIMED_MS);
  prepared.set(key, { session, timer });
}

/**
 * The session prepared for this note, if any, still waiting to be claimed: a look that takes
 * nothing (the screen claims in its effect; see useCollabDocument for why not in its render).
 */
export function preparedCollabSession(noteId: string, userId: string): CollabSession | null {
  return prepared.get(preparedKey(userId, noteId))?.session ?? null;
}

/** The session prepared for this note (now the caller's to close), or a new one. */
export function claimCollabSession(noteId: string, userId: string): CollabSession {
  const key = preparedKey(userId, noteId);
  const entry = prepared.get(key);
  if (!entry) return new CollabSession(noteId, userId);
  clearTimeout(entry.timer);
  prepared.delete(key);
  return entry.session;
}

/** Closes every session nobody claimed (signing out: nothing of the user stays open). */
export function closePreparedSessions(): void {
  for (const { session, timer } of prepared.values()) {
    clearTimeout(timer);
    session.close();
  }
  prepared.clear();
}
