import type { Page } from '@playwright/test';

/**
 * Holds the page's `method` requests to `url` on their way, as a slow
 * connection would, until `release()`; `arrived()` says one has been sent.
 */
export async function holdRequests(page: Page, url: string, method: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = false;
  await page.route(url, async (route) => {
    if (route.request().method() === method) {
      arrived = true;
      await released;
    }
    await route.fallback();
  });
  return { release, arrived: () => arrived };
}
