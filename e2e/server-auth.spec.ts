import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newAccount, signUpViaApi } from './support/accounts';
import { expect, test, visit } from './support/fixtures';
import { freePort, removeDataDir, serverEntry, startServer, tempDataDir } from './support/server';

/** Sign-in security as an operator and a user meet it: the built server, real browsers. */
test.describe('the server’s session key', () => {
  test('an empty auth-secret file stops the server with one clear line', async () => {
    const dataDir = tempDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'auth-secret'), '');
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    removeDataDir(dataDir);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The session key in ${path.join(dataDir, 'auth-secret')} is empty (at least 32 are needed): ` +
        'put one made with "openssl rand -base64 32" there, or delete the file to have a new one ' +
        'generated (everyone will have to sign in again).',
    );
  });
});

test.describe('addresses without PUBLIC_URL', () => {
  test('signs up at http://127.0.0.1:<port> when PUBLIC_URL is not set', async ({ page }) => {
    // A second server, started beside the shared one: slow on a busy machine.
    test.setTimeout(90_000);
    // A blank PUBLIC_URL counts as unset.
    const server = await startServer({ env: { PUBLIC_URL: '' } });
    try {
      const origin = server.url.replace('localhost', '127.0.0.1');
      const account = newAccount();
      await visit(page, `${origin}/signup`);
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(`${origin}/dashboard`);
      await expect(page.getByRole('list', { name: 'All notes' })).toContainText(
        'Welcome to Inkling',
      );
      await page.goto('about:blank');
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});

test.describe('signing a device out from another', () => {
  test('the signed-out device’s open app goes to sign-in on its next request', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    const account = await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    await expect(page.getByRole('list', { name: 'All notes' })).toBeVisible();
    // The app at rest: a request of its own still on its way would meet the 401 first.
    await page.waitForLoadState('networkidle');

    const otherDevice = await browser.newContext({ baseURL });
    const other = await otherDevice.newPage();
    const signIn = await other.request.post('/api/auth/sign-in/email', {
      data: account,
      headers: { Origin: baseURL ?? '' },
    });
    expect(signIn.ok()).toBe(true);
    await visit(other, '/settings#sessions');
    const devices = other.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await devices.getByRole('button', { name: /^Sign out / }).click();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await otherDevice.close();

    // The first device moves on inside the app: its first 401 sends it to sign-in.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Timeline' })
      .click();
    await expect(page).toHaveURL(/\/login\?next=%2Ftimeline$/);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  });
});
