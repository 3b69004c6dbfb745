import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { axeViolations, expect, test, visit } from './support/fixtures';
import { createNoteViaApi, noteBody, readNoteViaApi } from './support/notes';
import { expectNoSidewaysScroll, phoneAt127 } from './support/phone';
import { removeDataDir, startServer } from './support/server';

// The offline worker is what these tests exercise (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** How many live notes the signed-in user has (the welcome note included). */
async function liveNoteCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/notes?limit=200');
  return ((await response.json()) as { notes: unknown[] }).notes.length;
}

/** Moves inside the app without loading a page (offline, a page load would fail). */
async function goInsideApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const notesList = (page: Page) => page.getByRole('list', { name: 'All notes' });
const offlineSection = (page: Page) => page.getByRole('region', { name: 'Offline notes' });

test.describe('notes on this device', () => {
  // Downloads, a second server and a phone: more than the default on a busy machine.
  test.setTimeout(90_000);

  test('offline, a note never opened here opens in full and the device’s notes are searched', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const lighthouse = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Harbour ledger',
      markdown: 'The zephyrine lighthouse keeper counts gulls at dawn.',
    });
    await createNoteViaApi(page, baseURL ?? '', {
      title: 'Orchard plans',
      markdown: 'Graft the quince onto hawthorn stock in March.',
    });
    const recipe = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Recipe box',
      markdown: 'Cardamom buns need patience.',
    });
    const expected = await liveNoteCount(page);

    // Signed in, the copies download in the background: Settings counts them.
    await visit(page, '/settings');
    await expect(offlineSection(page).getByTestId('offline-note-count')).toHaveText(
      String(expected),
    );
    await expect(offlineSection(page)).not.toContainText('Downloading');

    await page.getByRole('link', { name: 'Notes', exact: true }).first().click();
    await expect(notesList(page)).toContainText('Recipe box');
    // One note opened online loads the note screen's code into this page.
    await notesList(page)
      .getByRole('link', { name: /Recipe box/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/note/${recipe.id}$`));
    await expect(noteBody(page)).toContainText('Cardamom buns');
    await page.getByRole('link', { name: 'Notes', exact: true }).first().click();

    await context.setOffline(true);
    // A note made elsewhere while this browser is offline has no copy here.
    const later = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Made later',
      markdown: 'Not downloaded yet.',
    });
    await notesList(page)
      .getByRole('link', { name: /Harbour ledger/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/note/${lighthouse.id}$`));
    await expect(page.getByLabel('Title')).toHaveValue('Harbour ledger');
    await expect(noteBody(page)).toContainText(
      'The zephyrine lighthouse keeper counts gulls at dawn.',
    );
    await expect(page.getByText('This note is not here')).toHaveCount(0);
    // Its tags and pin change here too, shown at once, and wait to be sent.
    await page.getByLabel('Add a tag').fill('Coast');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Tags of this note' })).toContainText('Coast');
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unpin', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Notes', exact: true }).first().click();
    const search = page.getByRole('searchbox', { name: 'Search notes' });
    const results = page.getByRole('list', { name: 'Search results' });
    await search.fill('zephyrine');
    await expect(page.getByText('Searching notes on this device')).toBeVisible();
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(results).toContainText('Harbour ledger');
    await expect(results.locator('mark')).toHaveText(['zephyrine']);

    // A misspelling still finds it.
    await search.fill('zephirine');
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(results.locator('mark').first()).toHaveText('zephyrine');

    // As you type: the start of a word is enough.
    await search.fill('cardam');
    await expect(results.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`/note/${recipe.id}`),
    );
    await expect(results.locator('mark')).toHaveText(['Cardamom']);
    await search.fill('');

    // A note with no copy on this device says so, with a way back.
    await goInsideApp(page, `/note/${later.id}`);
    await expect(
      page.getByText('This note is not on this device yet. It opens when you are back online.'),
    ).toBeVisible();
    await expect(page.getByText('This note is not here')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to your notes' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await goInsideApp(page, '/settings');
    await expect(offlineSection(page).getByTestId('offline-note-count')).toHaveText(
      String(expected),
    );
    await expect(offlineSection(page).getByRole('button', { name: 'Download now' })).toBeDisabled();

    // Back online, the note made later opens from the server.
    await context.setOffline(false);
    await goInsideApp(page, `/note/${later.id}`);
    await expect(noteBody(page)).toContainText('Not downloaded yet.');
    await expect
      .poll(async () => {
        const note = await readNoteViaApi(page, lighthouse.id);
        return { pinned: note.pinned, tags: note.tags.map((tag) => tag.name) };
      })
      .toEqual({ pinned: true, tags: ['Coast'] });
  });

  test('Settings’ offline notes section fits a phone at 127.0.0.1 and is accessible', async ({
    browser,
  }) => {
    const server = await startServer({ env: { PUBLIC_URL: '' } });
    try {
      const { context, origin } = await phoneAt127(browser, server.url);
      const page = await context.newPage();
      await page.goto('/');
      await signUpViaApi(page.request, origin);
      await visit(page, '/settings');
      const section = offlineSection(page);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByTestId('offline-note-count')).toHaveText('1');
      await section.getByRole('radio', { name: '100 notes' }).check();
      await expect(section.getByRole('radio', { name: '100 notes' })).toBeChecked();
      await expectNoSidewaysScroll(page, 390);
      expect(await axeViolations(page, '#offline-notes')).toEqual([]);
      await context.close();
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});
