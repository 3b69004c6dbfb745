import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Nothing wider than the viewport (a phone widens its layout viewport to fit what overflows). */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  const widths = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(widths).toEqual({ innerWidth: width, scrollWidth: width });
}

/**
 * A 390×844 touch phone opening the server by 127.0.0.1 rather than
 * localhost (cookies and origins must work by address too).
 */
export async function phoneAt127(
  browser: Browser,
  serverUrl: string,
): Promise<{ context: BrowserContext; origin: string }> {
  const origin = serverUrl.replace('//localhost:', '//127.0.0.1:');
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return { context, origin };
}
