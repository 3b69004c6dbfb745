import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { Note } from '@common/schemas/notes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { createLogger } from '../logger';
import { BODY_FIELD, projectNote, TITLE_FIELD } from '../notes/noteDocument';
import { buildNote, buildUser, withCookie, type TestUser } from '../test/factories';
import { createTestAuth, getTestDatabase, getTestServer, type TestServer } from '../test/support';
import { createCollab, type Collab } from './collabServer';

let server: TestServer;
let collab: Collab;
let http: ServerType;
let url: string;
const providers: HocuspocusProvider[] = [];
const sockets: HocuspocusProviderWebsocket[] = [];

beforeAll(async () => {
  const database = await getTestDatabase();
  const auth = createTestAuth(database);
  collab = createCollab(database, auth, createLogger('silent', false));
  server = await getTestServer({ auth, liveNotes: collab.live });
  http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  http.on('upgrade', collab.handleUpgrade);
  await new Promise((resolve) => http.once('listening', resolve));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/collab`;
});

afterAll(async () => {
  providers.forEach((provider) => {
    provider.destroy();
  });
  // Sockets passed in explicitly are not closed by their providers.
  sockets.forEach((socket) => {
    socket.destroy();
  });
  await collab.close();
  // Clients that were refused keep trying to reconnect; cut every socket.
  if ('closeAllConnections' in http) http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});

/** A Node client, as an editor tab would connect, with the user's session cookie. */
function connect(user: TestUser, noteId: string) {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, {
        headers: { Cookie: user.cookie, Origin: 'http://localhost:3000' },
      });
    }
  }
  const document = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: CookieSocket });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: noteId, document });
  provider.attach();
  providers.push(provider);
  sockets.push(socket);
  const synced = new Promise<void>((resolve) => provider.on('synced', () => resolve()));
  const refused = new Promise<void>((resolve) =>
    provider.on('authenticationFailed', () => resolve()),
  );
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { document, provider, synced, refused, closed };
}

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const typeAtEnd = (document: Y.Doc, text: string) => {
  const fragment = document.getXmlFragment(BODY_FIELD);
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  fragment.insert(fragment.length, [paragraph]);
};

describe('live collaboration at /collab', () => {
  it('merges concurrent edits from two devices and stores both', async () => {
    const owner = await buildUser(server);
    const created = await buildNote(server, owner, { title: 'Shared', markdown: 'Start.' });
    const laptop = connect(owner, created.id);
    const phone = connect(owner, created.id);
    await Promise.all([laptop.synced, phone.synced]);
    expect(projectNote(laptop.document).markdown).toBe('Start.');

    // Both type at the same moment, before hearing from each other.
    typeAtEnd(laptop.document, 'From the laptop.');
    typeAtEnd(phone.document, 'From the phone.');
    await waitFor(() => {
      const a = projectNote(laptop.document).markdown;
      return (
        a === projectNote(phone.document).markdown && a.includes('laptop') && a.includes('phone')
      );
    });

    // Stored (debounced) with a fresh projection: the REST read shows both edits.
    collab.hocuspocus.flushPendingStores();
    const stored = async () => {
      const response = await server.get(`/api/notes/${created.id}`, withCookie(owner.cookie));
      return ((await response.json()) as { note: Note }).note.markdown;
    };
    await waitFor(async () => {
      const markdown = await stored();
      return markdown.includes('From the laptop.') && markdown.includes('From the phone.');
    });
  });

  it('sends a REST edit to the open editors at once', async () => {
    const owner = await buildUser(server);
    const created = await buildNote(server, owner, { title: 'Before' });
    const editor = connect(owner, created.id);
    await editor.synced;
    const response = await server.patch(
      `/api/notes/${created.id}`,
      { title: 'After', markdown: 'Rewritten **here**' },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(200);
    await waitFor(() => editor.document.getText(TITLE_FIELD).toJSON() === 'After');
    expect(projectNote(editor.document).markdown).toBe('Rewritten **here**');
  });

  it('refuses another user, and a visitor without a session', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const created = await buildNote(server, owner, { markdown: 'Private thoughts' });
    const intruder = connect(stranger, created.id);
    await Promise.race([intruder.refused, intruder.closed]);
    expect(projectNote(intruder.document).markdown).toBe('');
    const anonymous = connect({ ...stranger, cookie: '' }, created.id);
    await Promise.race([anonymous.refused, anonymous.closed]);
    expect(projectNote(anonymous.document).markdown).toBe('');
  });
});
