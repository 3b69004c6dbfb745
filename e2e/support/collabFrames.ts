import type { Page, WebSocketRoute } from '@playwright/test';
import { isAcknowledgement, readSyncFrame } from '../../server/test/syncFrames';

/**
 * Counts the changes to notes' documents the page sends from now on: what
 * was typed, and anything the editor changes by itself.
 */
export function countChangesSent(page: Page): () => number {
  let changes = 0;
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string' && readSyncFrame(payload)?.changes) changes += 1;
    }),
  );
  return () => changes;
}

/** One of the page's note sockets, passed through to the real server. */
export interface NoteConnection {
  socket: WebSocketRoute;
  /** How many changes or syncs the server has acknowledged on it. */
  acknowledgements: number;
}

/**
 * Passes the page's note sockets through to the real server, one entry per
 * connection in the order made, so a test can drop one (`socket.close`) and
 * see the next one acknowledged.
 */
export async function followNoteConnections(page: Page): Promise<NoteConnection[]> {
  const connections: NoteConnection[] = [];
  await page.routeWebSocket(/\/collab$/, (socket) => {
    const connection = { socket, acknowledgements: 0 };
    connections.push(connection);
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (typeof message !== 'string' && isAcknowledgement(message)) connection.acknowledgements++;
      socket.send(message);
    });
  });
  return connections;
}
