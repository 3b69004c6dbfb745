import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { NOTE_META_CHANGED } from '@common/collabMessages';
import { Hocuspocus } from '@hocuspocus/server';
import crossws from 'crossws/adapters/node';
import { messageYjsSyncStep2, messageYjsUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';
import type { Auth } from '../auth/auth';
import type { SessionRevocations } from '../auth/sessionRevocations';
import type { Database } from '../db/client';
import { acceptsOrigin, type OriginPolicy } from '../http/originCheck';
import type { Logger } from '../logger';
import { encodeNoteDoc } from '../notes/noteDocument';
import { findOwnedNote } from '../policies/note';
import { watchSessions, type SessionContext } from './sessionWatch';
import {
  createStorePacing,
  paceStores,
  STORE_AFTER_PAUSE_MS,
  STORE_AT_LEAST_EVERY_MS,
} from './storePacing';
import { createUpdateGuard, MAX_MESSAGE_BYTES, RefusedUpdate } from './updateGuard';
import {
  appendUpdate,
  applyLoggedUpdates,
  catchUpWithDatabase,
  catchUpWithStoredDocument,
  mergeLeftoverUpdates,
  storeDocument,
} from './updateLog';
import type { CollabFanOut } from '../scale/collabFanOut';
import { createAutoVersions } from '../versions/autoVersions';

export const COLLAB_PATH = '/collab';

/**
 * Notes open in an editor right now. A REST write to one of them must go
 * through the live document, or the next store from memory would undo it.
 */
export interface LiveNotes {
  /**
   * Applies the change to the open document and returns its new state; null
   * when nobody has it open. The document is stored as the change closes;
   * `announcedByCaller`: the caller writes that state itself and reports the
   * note change (see commands/noteWriter), so the store does not.
   */
  applyIfOpen(
    noteId: string,
    userId: string,
    change: (doc: Y.Doc) => void,
    options?: { announcedByCaller?: boolean },
  ): Promise<Uint8Array | null>;
  /** Tells the note's open editors that its record (tags, pin) changed, so they read it again. */
  announceMetaChange(noteId: string): void;
  /**
   * The open document's state, newer than the stored one while an editor is
   * typing; null when nobody has it open. For readers that show a note as it
   * is now (share pages). Optional: stand-ins in tests may leave it out.
   */
  currentState?(noteId: string): Uint8Array | null;
}

/** An update with nothing in it (no item, no deletion) encodes as these two bytes. */
const isEmptyUpdate = (update: Uint8Array) => update.byteLength <= 2;

/**
 * Live editing: Hocuspocus syncs each note's Yjs document between the
 * owner's devices over a WebSocket at /collab (document name = note id).
 * The session (cookie, or the native app's bearer token) is checked on
 * connect; only the note's owner gets in,
 * and the socket closes when that session ends. Every update is checked
 * (schema, REST limits) and logged durably before it is applied and
 * acknowledged; the document, with a fresh projection, is stored after a
 * short pause in typing.
 */
/** The socket's headers, with the native app's token as a bearer when it sent one and no cookie. */
function withBearer(requestHeaders: Headers, token: string): Headers {
  const headers = new Headers(requestHeaders);
  if (token && !headers.has('cookie')) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

export function createCollab(
  database: Database,
  auth: Auth,
  logger: Logger,
  revocations?: SessionRevocations,
  options: {
    sessionCheckIntervalMs?: number;
    /** Which pages may open a socket; unset: any (tests of the socket alone). */
    originPolicy?: OriginPolicy;
    /** The clock of automatic versions (tests drive it); the real time by default. */
    now?: () => Date;
    /** Several instances (REDIS_URL): documents kept in step between them through Redis. */
    fanOut?: CollabFanOut | undefined;
  } = {},
) {
  const { db } = database;
  const guard = createUpdateGuard();
  /** Per document: the last logged update it holds (what a store may delete from the log). */
  const coveredLogId = new WeakMap<Y.Doc, number>();
  /** Per connection: the update logged for the message being handled. */
  const loggedId = new WeakMap<object, number>();
  /** Version history: a version after a pause in editing, at most one per ten minutes. */
  const autoVersions = createAutoVersions(db, logger, options.now);
  const { fanOut } = options;
  /** Changes read back from the database: editors get them, no store follows from them. */
  const caughtUp = { source: 'local', skipStoreHooks: true } as const;
  /** A long note's stores come less often than a short one's (storePacing.ts). */
  const pacing = createStorePacing();
  /**
   * Documents that have read the stored note again since they were loaded. A write that found
   * the note closed just before an editor opened it may commit after the load read the row: the
   * first store merges the row back in before writing over it, so that write is never lost (with
   * several instances every store does).
   */
  const caughtUpSinceLoad = new WeakSet<Y.Doc>();

  const hocuspocus = new Hocuspocus<SessionContext>({
    quiet: true,
    extensions: fanOut ? [fanOut.extension] : [],
    debounce: STORE_AFTER_PAUSE_MS,
    maxDebounce: STORE_AT_LEAST_EVERY_MS,
    // The browser's socket carries the session cookie; the native app's sends its session
    // token as the provider's `token` (a socket from capacitor://localhost has no cookie).
    async onAuthenticate({ requestHeaders, token, documentName }) {
      const signedIn = await auth.api.getSession({ headers: withBearer(requestHeaders, token) });
      if (!signedIn) throw new Error('Not signed in');
      // Another user's note, a trashed one or a missing one: refused alike.
      await findOwnedNote(db, signedIn.user.id, documentName);
      return { userId: signedIn.user.id, sessionId: signedIn.session.id };
    },
    async onLoadDocument({ document, documentName, context }) {
      const row = await findOwnedNote(db, context.userId, documentName);
      Y.applyUpdate(document, row.ydoc);
      coveredLogId.set(document, await applyLoggedUpdates(db, documentName, document));
      // What was just read went into the document's batch of updates to broadcast, sent on the
      // next turn of the event loop: by then the opening editor could be connected, and got the
      // whole note a second time after its sync (166 KB for 20,000 words). Sent now, while the
      // document is still loading, it reaches no one; the sync gives each editor what it lacks.
      document.flush();
      return document;
    },
    async beforeSync({ type, payload, document, documentName, connection, context }) {
      if (type !== messageYjsSyncStep2 && type !== messageYjsUpdate) return;
      if (isEmptyUpdate(payload)) return;
      try {
        guard.check(document, payload);
      } catch (error) {
        if (error instanceof RefusedUpdate) {
          logger.warn(
            { userId: context.userId, noteId: documentName, reason: error.reason },
            'refused a live update',
          );
          // Refused and disconnected: the client must not keep sending what cannot be stored.
          connection.webSocket.close(error.code, error.reason);
        }
        throw error;
      }
      // Committed before Hocuspocus applies and acknowledges the update.
      loggedId.set(connection, await appendUpdate(db, documentName, payload));
    },
    afterHandleMessage({ connection, document }) {
      const id = loggedId.get(connection);
      if (id !== undefined) {
        loggedId.delete(connection);
        coveredLogId.set(document, Math.max(coveredLogId.get(document) ?? 0, id));
      }
      return Promise.resolve();
    },
    async onStoreDocument({ document, documentName, lastContext }) {
      const started = performance.now();
      if (fanOut) {
        // Other instances write this note too: what they stored or logged joins first.
        const lastLogged = await catchUpWithDatabase(db, documentName, document, caughtUp);
        coveredLogId.set(document, Math.max(coveredLogId.get(document) ?? 0, lastLogged));
        guard.forget(document);
      } else if (!caughtUpSinceLoad.has(document)) {
        await catchUpWithStoredDocument(db, documentName, document, caughtUp);
        guard.forget(document);
        caughtUpSinceLoad.add(document);
      }
      await storeDocument(db, documentName, document, coveredLogId.get(document) ?? 0, {
        announce: !lastContext.announcedByCaller,
      });
      await autoVersions.afterStore(documentName, document);
      pacing.record(document, performance.now() - started);
    },
  });
  paceStores(hocuspocus, pacing);
  const stopWatchingSessions = watchSessions(hocuspocus, db, logger, {
    revocations,
    intervalMs: options.sessionCheckIntervalMs,
  });

  // One Hocuspocus connection per socket.
  const connections = new WeakMap<object, ReturnType<typeof hocuspocus.handleConnection>>();
  const websockets = crossws({
    // Bigger frames are refused from their header (close code 1009), never buffered.
    serverOptions: { maxPayload: MAX_MESSAGE_BYTES },
    hooks: {
      open(peer) {
        connections.set(
          peer,
          hocuspocus.handleConnection(peer.websocket as WebSocket, peer.request),
        );
      },
      message(peer, message) {
        connections.get(peer)?.handleMessage(message.uint8Array());
      },
      close(peer, event) {
        connections
          .get(peer)
          ?.handleClose({ code: event.code ?? 1000, reason: event.reason ?? '' });
      },
      error(peer, error) {
        logger.warn({ err: error, peer: peer.id }, 'collaboration socket error');
      },
    },
  });

  const live: LiveNotes = {
    async applyIfOpen(noteId, userId, change, { announcedByCaller = false } = {}) {
      // Being opened counts as open: the load may have read the row already, so the change goes
      // into the document once it is loaded. Open on another instance: opened here too, in step
      // with it through Redis, so its editors see the change at once and its next store keeps it.
      const loaded = hocuspocus.documents.has(noteId);
      const loading = !loaded && hocuspocus.loadingDocuments.has(noteId);
      const open = loaded || loading || (await fanOut?.isOpenElsewhere(noteId));
      if (!open) return null;
      let connection;
      try {
        connection = await hocuspocus.openDirectConnection(noteId, { userId, announcedByCaller });
      } catch (error) {
        // A load that failed (the editor may not open this note) leaves it closed: the caller
        // writes the row, as for any closed note.
        if (loading) return null;
        throw error;
      }
      try {
        await connection.transact(change);
        if (!connection.document) return null;
        guard.forget(connection.document);
        return encodeNoteDoc(connection.document);
      } finally {
        await connection.disconnect();
      }
    },
    announceMetaChange(noteId) {
      const document = hocuspocus.documents.get(noteId);
      // Open here: the extension passes it on to the other instances as well.
      if (document) document.broadcastStateless(NOTE_META_CHANGED);
      else
        fanOut?.broadcastStateless(noteId, NOTE_META_CHANGED).catch((error: unknown) => {
          logger.warn({ err: error, noteId }, 'could not tell other instances of a note change');
        });
    },
    currentState(noteId) {
      const document = hocuspocus.documents.get(noteId);
      return document ? encodeNoteDoc(document) : null;
    },
  };

  return {
    hocuspocus,
    live,
    /** For the HTTP server's 'upgrade' event: takes /collab, refuses anything else. */
    handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path !== COLLAB_PATH) {
        socket.destroy();
        return;
      }
      // A browser always names the page that opens a socket: another site's page may not
      // open one with this user's cookie (cross-site WebSocket hijacking).
      const origin = request.headers.origin;
      if (
        origin &&
        options.originPolicy &&
        !acceptsOrigin(options.originPolicy, origin, request.headers.host)
      ) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      void websockets.handleUpgrade(request, socket, head);
    },
    /** Merges the update log of every note into the note (at start, after a crash). */
    mergeLeftoverUpdates: () => mergeLeftoverUpdates(db),
    /** Stores every open document now (shutdown) and closes the connections. */
    async close() {
      stopWatchingSessions();
      hocuspocus.flushPendingStores();
      hocuspocus.closeConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (fanOut) {
        // Stores take their lock in Redis: the connection stays until the documents are unloaded.
        const deadline = Date.now() + 5_000;
        while (hocuspocus.documents.size > 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        await fanOut.close();
      }
    },
  };
}

export type Collab = ReturnType<typeof createCollab>;
