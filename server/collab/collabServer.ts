import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus } from '@hocuspocus/server';
import crossws from 'crossws/adapters/node';
import { and, eq, isNull } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { note } from '../db/schema';
import type { Logger } from '../logger';
import { encodeNoteDoc, projectNote } from '../notes/noteDocument';
import { findOwnedNote } from '../policies/note';

export const COLLAB_PATH = '/collab';

/**
 * Notes open in an editor right now. A REST write to one of them must go
 * through the live document, or the next store from memory would undo it.
 */
export interface LiveNotes {
  /** Applies the change to the open document and returns its new state; null when nobody has it open. */
  applyIfOpen(
    noteId: string,
    userId: string,
    change: (doc: Y.Doc) => void,
  ): Promise<Uint8Array | null>;
}

interface CollabContext {
  userId: string;
}

/**
 * Live editing: Hocuspocus syncs each note's Yjs document between the
 * owner's devices over a WebSocket at /collab (document name = note id).
 * The session cookie is checked on connect; only the note's owner gets in.
 * Changes are stored, with a fresh projection, after a short pause in typing.
 */
export function createCollab(database: Database, auth: Auth, logger: Logger) {
  const { db } = database;
  const hocuspocus = new Hocuspocus<CollabContext>({
    quiet: true,
    debounce: 1000,
    maxDebounce: 5000,
    async onConnect({ requestHeaders, documentName }) {
      const session = await auth.api.getSession({ headers: requestHeaders });
      if (!session) throw new Error('Not signed in');
      // Another user's note, a trashed one or a missing one: refused alike.
      await findOwnedNote(db, session.user.id, documentName);
      return { userId: session.user.id };
    },
    async onLoadDocument({ document, documentName, context }) {
      const row = await findOwnedNote(db, context.userId, documentName);
      Y.applyUpdate(document, row.ydoc);
      return document;
    },
    async onStoreDocument({ document, documentName }) {
      await db
        .update(note)
        .set({ ydoc: encodeNoteDoc(document), ...projectNote(document), updatedAt: new Date() })
        .where(and(eq(note.id, documentName), isNull(note.deletedAt)));
    },
  });

  // One Hocuspocus connection per socket.
  const connections = new WeakMap<object, ReturnType<typeof hocuspocus.handleConnection>>();
  const websockets = crossws({
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
    async applyIfOpen(noteId, userId, change) {
      if (!hocuspocus.documents.has(noteId)) return null;
      const connection = await hocuspocus.openDirectConnection(noteId, { userId });
      try {
        await connection.transact(change);
        return connection.document ? encodeNoteDoc(connection.document) : null;
      } finally {
        await connection.disconnect();
      }
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
      void websockets.handleUpgrade(request, socket, head);
    },
    /** Stores every open document now (shutdown) and closes the connections. */
    async close() {
      hocuspocus.flushPendingStores();
      hocuspocus.closeConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

export type Collab = ReturnType<typeof createCollab>;
