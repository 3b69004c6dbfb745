import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * What a page's axe check covered: its address, width and colour scheme, and whether anything
 * changed since.
 */
interface AxeMark {
  url: string;
  width: number;
  dark: boolean;
  changed: boolean;
}

declare global {
  interface Window {
    __inklingAxeMark?: AxeMark;
  }
}

/**
 * Axe's WCAG 2.1 A and AA violations on the page as it is now (or inside `include`), one line
 * each, none if it passes.
 *
 * Axe runs in the page itself, put there once per document, and only the violations come back.
 * @axe-core/playwright's AxeBuilder opened a blank page beside it for each check to merge frames'
 * results (the app has no iframes; 1.5–3.9 s a check on a 2-core machine against 0.9–1.6 in the
 * page), and even run in the page it put axe's 560 kB there twice per check and sent back every
 * element that passed: the public site's and phone specs took 16 % more CPU with it. Asking axe
 * for violations alone (`resultTypes`) is not the same check: `landmark-unique` then reported a
 * landmark that is unique.
 *
 * Colour transitions still running are finished first: a button fading in its 150 ms
 * (`transition-colors`, after a hover or a change of state) is measured at the colours it ends
 * at, not at a contrast it passes through. On a loaded machine a check could start inside a fade
 * and fail on colours no reader keeps seeing.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, include }) => {
      for (const animation of document.getAnimations()) {
        if (animation instanceof CSSTransition) animation.finish();
      }
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const results = await engine.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], include },
  );
}

/** Runs axe on the page as it is now (axeViolations) and fails on any violation. */
export async function expectAccessible(page: Page) {
  // Sections with `content-visibility: auto` (the landing page's) are rendered or skipped as they
  // come near the viewport, and their size changes when they are. Axe measures every element's
  // box to find what lies behind its text, so a section switching during the check gave it a
  // wrong background once in ~300 runs (axe-core #2768): everything is rendered for the check.
  // Colours are the same either way. A constructed sheet, which no page's CSP refuses and the
  // check's change watch does not see.
  await page.evaluate(() => {
    const renderAll = new CSSStyleSheet();
    renderAll.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, renderAll];
  });
  const summary = await axeViolations(page);
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
  await markChecked(page);
}

/** Remembers that the page passed as it is; any change to its DOM afterwards unmarks it. */
async function markChecked(page: Page) {
  await page.evaluate(() => {
    const mark: AxeMark = {
      url: location.href,
      width: innerWidth,
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      changed: false,
    };
    window.__inklingAxeMark = mark;
    const observer = new MutationObserver(() => {
      mark.changed = true;
      observer.disconnect();
    });
    // The body, and the root's own attributes (the theme's class); not the head, where the app
    // adds prefetch links at idle time.
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    observer.observe(document.documentElement, { attributes: true });
  });
}

/** Whether the page is still exactly as its last axe check saw it. */
async function checkedAsItIs(page: Page) {
  return page
    .evaluate(() => {
      const mark = window.__inklingAxeMark;
      return Boolean(
        mark &&
        !mark.changed &&
        mark.url === location.href &&
        mark.width === innerWidth &&
        mark.dark === matchMedia('(prefers-color-scheme: dark)').matches,
      );
    })
    .catch(() => false); // A page mid-navigation: check it.
}

/** The toasts on screen (Radix also copies their text into a hidden live region, so look only here). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
}

/** Waits until React has taken over the prerendered HTML, so clicks reach handlers. */
export async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Opens a path, waits for the app, and checks the page with axe. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForApp(page);
  await expectAccessible(page);
  return response;
}

/** Tags a test that needs the service worker to serve the page (see the `page` fixture). */
export const SERVICE_WORKER_TAG = '@service-worker';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
  // Every test that opens the default page ends with an axe check of the page it left open. The
  // check wraps `page` rather than being an automatic fixture of its own: one that asked for
  // `page` made a browser context and a page for every test, also those that only send requests
  // or open contexts of their own (a second of a core each on a 2-core machine).
  page: async ({ page }, use, testInfo) => {
    // A slow network on demand (docs/ARCHITECTURE.md, "A slow network on demand"): each API
    // request held up to this long, at random, so answers come late and out of step. Not for a
    // test tagged @service-worker: Chromium bypasses the service worker of a page whose requests
    // Playwright routes, so what the worker keeps for offline would not be served.
    const delay = testInfo.tags.includes(SERVICE_WORKER_TAG)
      ? 0
      : Number(process.env.E2E_API_DELAY_MS ?? 0);
    if (delay > 0)
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * delay));
        await route.fallback();
      });
    await use(page);
    // A page left as a visit() checked it (nothing changed since) needs no second check.
    if (page.url().startsWith('http') && !(await checkedAsItIs(page))) await expectAccessible(page);
  },
});

export { expect };
