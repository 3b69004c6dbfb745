import type { APIRequestContext, Page } from '@playwright/test';
import { LOADING_MESSAGE } from '../common/constants';
import { expect, test, visit, waitForApp } from './support/fixtures';

/** Long enough to see the loader; short enough for a screen whose imports come in a chain. */
const HOLD_MS = 1_000;

/**
 * Holds back every script the page at `path` does not ship with, so the
 * loading state of a lazily loaded screen can be seen even when the
 * background preload has already asked for it.
 */
async function delayLazyScreens(page: Page, request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const shipped = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
  );
  await page.route('**/assets/*.js', async (route) => {
    if (!shipped.has(new URL(route.request().url()).pathname)) {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    }
    await route.continue();
  });
}

test.describe('routing', () => {
  test('an unknown address answers 404 and shows the not-found page', async ({ page }) => {
    const response = await visit(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(page).toHaveTitle('Page not found — Inkling');

    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Capture a thought');
  });

  test('opening a lazy screen directly shows the loader until its code arrives', async ({
    page,
  }) => {
    await page.route('**/assets/NotFound-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/somewhere-lazy', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText(LOADING_MESSAGE);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(LOADING_MESSAGE)).toHaveCount(0);
  });

  test('navigating to a lazy screen covers the page with the loader while it loads', async ({
    page,
    request,
  }) => {
    await delayLazyScreens(page, request, '/');
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await expect(page.getByText(LOADING_MESSAGE)).toBeVisible();
    // Each held: Pricing's chunk, then the chunks it imports, then theirs (four levels here, the
    // browser finding each level's imports as it reads the one before). With two seconds a
    // script, the URL changed 8.5 s after the click alone and after more than 10 on a busy CI.
    await expect(page).toHaveURL(/\/pricing$/, { timeout: 20_000 });
    await expect(page.getByText(LOADING_MESSAGE)).toHaveCount(0);
  });

  test('the screens people open next are fetched in the background after start', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    // Prefetch links (HTTP cache only, nothing run) for the preloaded screens, once the browser is idle.
    for (const screen of ['Pricing', 'Login', 'Signup', 'Dashboard']) {
      await expect(
        page.locator(`link[rel="prefetch"][href*="/assets/${screen}-"]`).first(),
      ).toBeAttached();
    }
  });
});
