import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { createSessionRevocations } from '../auth/sessionRevocations';
import { createLogger } from '../logger';
import { BODY_FIELD } from '@common/editor/noteFields';
import type { TestUser } from '../test/factories';
import { publicUrlOnly } from '../http/originCheck';
import { createTestAuth, getTestDatabase, getTestServer, TEST_PUBLIC_URL } from '../test/support';
import type { AppDependencies } from '../app';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import { createCollab, type LiveNotes } from './collabServer';
import { appendUpdate } from './updateLog';

/**
 * The app and the collaboration server on a real HTTP port, as in
 * production, for tests that open real sockets. `stop()` closes everything.
 */
export async function startCollabServer(
  options: {
    sessionCheckIntervalMs?: number;
    /** The clock of automatic versions (see createCollab). */
    now?: () => Date;
    /** More of the app's dependencies, given the live notes (a test's own AI or voice notes). */
    app?: (liveNotes: LiveNotes) => Promise<Partial<AppDependencies>>;
  } = {},
) {
  const { app: more, ...collabOptions } = options;
  const database = await getTestDatabase();
  const revocations = createSessionRevocations();
  const auth = createTestAuth(database, undefined, undefined, revocations);
  const collab = createCollab(database, auth, createLogger('silent', false), revocations, {
    originPolicy: publicUrlOnly(TEST_PUBLIC_URL),
    ...collabOptions,
  });
  const server = await getTestServer({
    ...(more ? await more(collab.live) : {}),
    auth,
    liveNotes: collab.live,
  });
  const http: ServerType = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  http.on('upgrade', collab.handleUpgrade);
  await new Promise((resolve) => http.once('listening', resolve));
  const origin = `127.0.0.1:${(http.address() as AddressInfo).port}`;
  const url = `ws://${origin}/collab`;
  const providers: HocuspocusProvider[] = [];
  const sockets: HocuspocusProviderWebsocket[] = [];

  /** A Node client, as an editor tab would connect, with the user's session cookie. */
  function connect(user: Pick<TestUser, 'cookie'>, noteId: string) {
    class CookieSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, {
          headers: { Cookie: user.cookie, Origin: 'http://localhost:3000' },
        });
        // stop() can destroy a provider mid-reconnect: it drops its handlers, then closes a socket
        // still connecting, and ws reports that abort as an 'error' no one hears (an uncaught
        // exception). The close that follows is what the tests watch.
        this.on('error', () => undefined);
      }
    }
    const document = new Y.Doc();
    const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: CookieSocket });
    const provider = new HocuspocusProvider({ websocketProvider: socket, name: noteId, document });
    provider.attach();
    providers.push(provider);
    sockets.push(socket);
    const synced = new Promise<void>((resolve) => provider.on('synced', () => resolve()));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', ({ event }: { event: { code: number; reason: string } }) =>
        resolve({ code: event.code, reason: event.reason }),
      ),
    );
    /** Resolves when the server turns this client away (no session, or not the note's owner). */
    const refused = new Promise<void>((resolve) =>
      provider.on('authenticationFailed', () => resolve()),
    );
    /** Resolves once the server has acknowledged every change made so far. */
    const acknowledged = () => waitFor(() => provider.unsyncedChanges === 0 && provider.synced);
    return { document, provider, socket, synced, refused, closed, acknowledged };
  }

  return {
    database,
    revocations,
    collab,
    server,
    url,
    origin,
    connect,
    async stop() {
      providers.forEach((provider) => provider.destroy());
      // Sockets passed in explicitly are not closed by their providers.
      sockets.forEach((socket) => socket.destroy());
      await collab.close();
      // Clients that were refused keep trying to reconnect; cut every socket.
      if ('closeAllConnections' in http) http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Adds a paragraph with the text at the end of the body, as typing would. */
export function typeParagraph(document: Y.Doc, text: string, element = 'paragraph') {
  const fragment = document.getXmlFragment(BODY_FIELD);
  const paragraph = new Y.XmlElement(element);
  paragraph.insert(0, [new Y.XmlText(text)]);
  fragment.insert(fragment.length, [paragraph]);
}

/**
 * Logs a paragraph added to the note's stored document, as an update an
 * editor sent and the server acknowledged, but that no store has merged in
 * yet (another instance's, or one the server died holding).
 */
export async function logParagraph(db: Db, noteId: string, text: string) {
  const [row] = await db.select({ ydoc: note.ydoc }).from(note).where(eq(note.id, noteId));
  const doc = new Y.Doc();
  Y.applyUpdate(doc, row?.ydoc ?? new Uint8Array());
  const before = Y.encodeStateVector(doc);
  typeParagraph(doc, text);
  await appendUpdate(db, noteId, Y.encodeStateAsUpdate(doc, before));
}
