import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { BODY_FIELD } from '../common/editor/noteFields';
import { newAccount, signUpViaApi } from './support/accounts';
import { expect, test, visit } from './support/fixtures';
import { createNoteViaApi } from './support/notes';
import { removeDataDir, startServer, type RunningServer } from './support/server';

test.describe('live notes', () => {
  test('a tag and a pin set in one tab appear in the other tab and on the dashboard', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', { title: 'Lab report' });
    const other = await page.context().newPage();
    const dashboard = await page.context().newPage();
    await visit(dashboard, '/dashboard');
    await visit(other, `/note/${note.id}`);
    await visit(page, `/note/${note.id}`);

    await page.getByLabel('Add a tag').fill('Chemistry');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Pin', exact: true }).click();

    const tagsIn = (target: Page) => target.getByRole('list', { name: 'Tags of this note' });
    await expect(tagsIn(other)).toContainText('Chemistry', { timeout: 5000 });
    await expect(other.getByRole('button', { name: 'Unpin', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 5000 },
    );
    await expect(dashboard.getByRole('main')).toContainText('Chemistry', { timeout: 5000 });
    await other.close();
    await dashboard.close();
  });
});

/** Signs a new account up on a server of its own; returns its session cookie. */
async function signUp(server: RunningServer): Promise<string> {
  const account = newAccount();
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email: account.email, password: account.password, name: 'Crash' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** An editor in Node: a Hocuspocus provider over `ws`, with the session cookie. */
function openEditor(server: RunningServer, cookie: string, noteId: string) {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { Cookie: cookie, Origin: server.url } });
    }
  }
  const document = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${server.url.replace('http', 'ws')}/collab`,
    WebSocketPolyfill: CookieSocket,
  });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: noteId, document });
  provider.attach();
  return { document, provider, socket };
}

test.describe('a crash during live typing', () => {
  test('loses no update the server acknowledged', async () => {
    // Two servers start in this test, each from its own data folder: on a busy two-core machine that takes a while.
    test.setTimeout(120_000);
    const first = await startServer();
    const dataDir = first.dataDir;
    let second: RunningServer | undefined;
    try {
      const cookie = await signUp(first);
      const created = await fetch(`${first.url}/api/notes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: first.url },
        body: JSON.stringify({ title: 'Typed before the crash' }),
      });
      const noteId = ((await created.json()) as { note: { id: string } }).note.id;

      const editor = openEditor(first, cookie, noteId);
      await expect.poll(() => editor.provider.synced).toBe(true);
      // Keystrokes, each its own update, as a browser editor sends them.
      const body = editor.document.getXmlFragment(BODY_FIELD);
      const paragraph = new Y.XmlElement('paragraph');
      const text = new Y.XmlText();
      paragraph.insert(0, [text]);
      body.insert(0, [paragraph]);
      const typed = 'every acknowledged keystroke survives';
      for (const character of typed) {
        text.insert(text.length, character);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // The server has acknowledged them all; it stores the document only a second after typing stops.
      await expect
        .poll(() => editor.provider.unsyncedChanges === 0 && editor.provider.synced, {
          timeout: 5000,
          intervals: [10],
        })
        .toBe(true);
      await first.stop('SIGKILL');
      editor.provider.destroy();
      editor.socket.destroy();

      second = await startServer({ dataDir });
      const read = await fetch(`${second.url}/api/notes/${noteId}`, {
        headers: { Cookie: cookie },
      });
      expect(read.status).toBe(200);
      expect(((await read.json()) as { note: { markdown: string } }).note.markdown).toBe(typed);
    } finally {
      await first.stop('SIGKILL');
      await second?.stop();
      removeDataDir(dataDir);
    }
  });
});
