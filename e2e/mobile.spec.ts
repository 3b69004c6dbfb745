import type { Page } from '@playwright/test';
import { blogSlugs } from '../app/content/blogSlugs.server';
import { prerenderedPaths } from '../common/routes';
import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, visit, waitForApp } from './support/fixtures';
import { inGroupsOf } from './support/groups';
import { createNoteViaApi } from './support/notes';

/** A phone as Chromium emulates it: a 390 px wide layout viewport, touch, and zoom-to-fit. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

const publicPaths = [...prerenderedPaths, ...blogSlugs().map((slug) => `/blog/${slug}`)];

/**
 * Nothing sticks out sideways. On a phone the browser widens the layout
 * viewport to fit what overflows (and zooms out), so window.innerWidth grows
 * along with scrollWidth: both must stay at the phone's width.
 */
async function expectFitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(widths, `width of ${page.url()}`).toEqual({
    innerWidth: PHONE.width,
    scrollWidth: PHONE.width,
  });
}

/** Opens a public page and waits for what loads after the first paint (the landing's lower half). */
async function openPublicPage(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
}

test.describe('the public site on a phone', () => {
  for (const paths of inGroupsOf(publicPaths, 4)) {
    test(`${paths.join(', ')} fit a 390 px screen`, async ({ page }) => {
      for (const path of paths) {
        await openPublicPage(page, path);
        await expectFitsThePhone(page);
        await expectAccessible(page);
      }
    });
  }

  test('the header folds its links into a menu that Escape closes', async ({ page }) => {
    await visit(page, '/blog');
    const header = page.getByRole('banner');
    const getStarted = header.getByRole('link', { name: 'Get Started Free' });
    await expect(getStarted).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();

    const menuButton = header.locator('summary', { hasText: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    for (const name of ['Templates', 'Pricing', 'Blog', 'Changelog', 'Sign In'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sticky sign-up bar appears once the landing page has scrolled past 300 px', async ({
    page,
  }) => {
    await openPublicPage(page, '/');
    const bar = page.getByTestId('mobile-sticky-bar');
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(bar).toContainText('No credit card');
    await expect(bar).toContainText('7-day free trial');
  });

  test('the site fits a phone at 127.0.0.1 too, where the server listens', async ({
    page,
    baseURL,
  }) => {
    const byAddress = (baseURL ?? '').replace('//localhost:', '//127.0.0.1:');
    for (const path of ['/', '/login']) {
      await openPublicPage(page, `${byAddress}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFitsThePhone(page);
    }
    // No session on this host name: the dashboard sends the visitor to sign in, at full width.
    await page.goto(`${byAddress}/dashboard`);
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await waitForApp(page);
    await expectFitsThePhone(page);
  });
});

test.describe('the app on a phone', () => {
  test('every screen fits, and the menu reaches each of them', async ({ page, baseURL }) => {
    // Eleven screens, each checked with axe, and eight trips through the menu.
    test.setTimeout(150_000);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'A rather long title for a note that has to wrap on a small screen',
      markdown: '- [ ] a checklist item\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      tags: ['errands'],
    });

    const screens = [
      '/dashboard',
      `/note/${note.id}`,
      '/journal',
      '/habits',
      '/assistant',
      '/timeline',
      '/tags',
      '/trash',
      '/settings',
      '/pricing',
      '/no-such-page',
    ];
    for (const path of screens) {
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      await expectFitsThePhone(page);
    }
    // Signed in, the public header offers the notes, not Sign In / Get Started Free.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Open your notes' }),
    ).toBeVisible();

    await visit(page, '/dashboard');
    const menuButton = page.getByRole('button', { name: /^Menu/ });
    for (const [name, path] of [
      ['Journal', '/journal'],
      ['Habits', '/habits'],
      ['Assistant', '/assistant'],
      ['Timeline', '/timeline'],
      ['Tags', '/tags'],
      ['Trash', '/trash'],
      ['Settings', '/settings'],
      ['Notes', '/dashboard'],
    ] as const) {
      await menuButton.click();
      const item = page.getByRole('menuitem', { name });
      await expect(item).toBeInViewport({ ratio: 1 });
      await item.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('the app header between phone and desktop', () => {
  // Seven links, search, theme and the account menu fit one row only from `lg` (1024 px) up.
  for (const width of [640, 768, 1023, 1024]) {
    test(`fits ${width} px, with the menu or the links`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        baseURL: baseURL ?? '',
      });
      const page = await context.newPage();
      await page.goto('/');
      await signUpViaApi(page.request, baseURL ?? '');
      await visit(page, '/dashboard');
      const widths = await page.evaluate(() => ({
        innerWidth: window.innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      }));
      expect(widths).toEqual({ innerWidth: width, scrollWidth: width });
      const links = page.getByRole('navigation', { name: 'Main' });
      const menu = page.getByRole('button', { name: /^Menu/ });
      if (width >= 1024) {
        await expect(links.getByRole('link', { name: 'Habits' })).toBeVisible();
        await expect(menu).toBeHidden();
      } else {
        await expect(links).toBeHidden();
        await expect(menu).toBeVisible();
      }
      await context.close();
    });
  }
});
