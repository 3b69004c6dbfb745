import type { APIRequestContext, Page } from '@playwright/test';
import { signUpViaApi, type Account } from './support/accounts';
import { axeViolations, expect, test, visit } from './support/fixtures';
import { createNoteViaApi, noteBody, readNoteViaApi } from './support/notes';
import { expectNoSidewaysScroll, phoneAt127 } from './support/phone';
import { removeDataDir, startServer } from './support/server';

// The offline worker is what these tests exercise (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The app shell's "not synced yet" line (an empty live region when everything is synced). */
const unsynced = (page: Page) => page.getByRole('status').filter({ hasText: /not synced yet/ });
const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved' });
const nav = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).first().click();

interface ServerNote {
  id: string;
  title: string;
  pinned: boolean;
  tags: { name: string }[];
}

async function serverNotes(request: APIRequestContext): Promise<ServerNote[]> {
  const response = await request.get('/api/notes?limit=200');
  return ((await response.json()) as { notes: ServerNote[] }).notes;
}

async function serverToday(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/journal/stats');
  return ((await response.json()) as { today: string }).today;
}

async function accountMenuSignOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

test.describe('writes made offline', () => {
  // Several screens, offline and back: more than the default on a busy two-core machine.
  test.setTimeout(120_000);

  test('a note created and typed in, another edited, tagged and pinned, a check-in and a mood reach the server once', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const other = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Packing list',
      markdown: 'Passport and charger.',
    });
    const habit = await page.request.post('/api/habits', {
      data: { name: 'Stretch', schedule: { type: 'daily' } },
      headers: { Origin: baseURL ?? '' },
    });
    expect(habit.ok()).toBe(true);
    const today = await serverToday(page.request);

    // Online first: every screen's code and data are in this page (no offline reload here).
    await visit(page, '/habits');
    await expect(page.getByRole('button', { name: 'Done today: Stretch' })).toBeVisible();
    await nav(page, 'Journal');
    await expect(page.getByRole('group', { name: 'Mood' })).toBeVisible();
    await nav(page, 'Notes');
    await page
      .getByRole('list', { name: 'All notes' })
      .getByRole('link', { name: /Packing list/ })
      .click();
    await expect(noteBody(page)).toContainText('Passport and charger.');
    await expect(saved(page)).toBeVisible();
    await expect(unsynced(page)).toHaveCount(0);

    await context.setOffline(true);

    // The note opened earlier: words, a tag and the pin.
    await noteBody(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Typed on the plane.');
    await page.getByLabel('Add a tag').fill('Travel');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Tags of this note' })).toContainText('Travel');
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unpin', exact: true })).toBeVisible();

    await nav(page, 'Habits');
    await page.getByRole('button', { name: 'Done today: Stretch' }).click();
    await expect(page.getByRole('button', { name: 'Done today: Stretch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await nav(page, 'Journal');
    const mood = page.getByRole('group', { name: 'Mood' });
    await mood.getByText('Good').click();
    await expect(mood.getByRole('radio', { name: 'Good' })).toBeChecked();

    // A new note, made and typed in offline: it opens from the device.
    await nav(page, 'Notes');
    await page.getByRole('button', { name: 'New note', exact: true }).first().click();
    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    const newId = page.url().split('/note/')[1] ?? '';
    await expect(page.getByText(/not yours|not here/i)).toHaveCount(0);
    await page.getByLabel('Title').fill('Written offline');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ideas from the window seat.');
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

    // Five writes wait in the outbox, the words of the open note and those of the note closed.
    await expect(unsynced(page)).toHaveText(/^7 changes not synced yet · since \d/);
    await page.getByRole('button', { name: /not synced yet: details/ }).click();
    const details = page.getByRole('menu');
    await expect(details).toContainText('A new note');
    await expect(details).toContainText('A tag change to “Packing list”');
    await expect(details).toContainText('Pinning “Packing list”');
    await expect(details).toContainText('A check-in of “Stretch”');
    await expect(details).toContainText(`The journal entry of ${today}`);
    await expect(details).toContainText('Words typed in an open note');
    await expect(details).toContainText('Words typed offline in a note since closed');
    await page.keyboard.press('Escape');

    // Signing out now would lose them: it asks first.
    await accountMenuSignOut(page);
    const dialog = page.getByRole('dialog', { name: 'Changes not synced yet' });
    await expect(dialog).toContainText(
      '7 changes have not reached the server yet. Wait for them, or sign out and lose them?',
    );
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/note/${newId}$`));

    await context.setOffline(false);
    await expect(unsynced(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(saved(page)).toBeVisible();

    // The other note was not opened again: its words went out from its copy on this device.
    await expect
      .poll(async () =>
        (await serverNotes(page.request)).filter((note) => note.title === 'Written offline'),
      )
      .toHaveLength(1);
    await expect
      .poll(async () => (await readNoteViaApi(page, newId)).markdown)
      .toContain('Ideas from the window seat.');
    await expect
      .poll(async () => (await readNoteViaApi(page, other.id)).markdown)
      .toContain('Typed on the plane.');
    const packing = (await serverNotes(page.request)).find((note) => note.id === other.id);
    expect(packing?.pinned).toBe(true);
    expect(packing?.tags.map((tag) => tag.name.toLowerCase())).toEqual(['travel']);

    const habits = await page.request.get('/api/habits');
    const stretch = ((await habits.json()) as { habits: { name: string; today: string | null }[] })
      .habits;
    expect(stretch.map((h) => [h.name, h.today])).toEqual([['Stretch', 'done']]);

    const entry = await page.request.get(`/api/journal/${today}`);
    expect(entry.ok()).toBe(true);
    expect(((await entry.json()) as { entry: { mood: number } }).entry.mood).toBe(4);
    // One journal note for the day, one created note: nothing made twice.
    const journalNotes = (await serverNotes(page.request)).filter(
      (note) => (note as ServerNote & { journal: unknown }).journal !== null,
    );
    expect(journalNotes).toHaveLength(1);
  });

  test('two windows of one account type offline in the same note; both sentences end up everywhere', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Shared plan',
      markdown: 'Start.',
    });
    const second = await browser.newContext({
      baseURL: baseURL ?? '',
      storageState: await page.context().storageState(),
    });
    const other = await second.newPage();
    await visit(page, `/note/${note.id}`);
    await visit(other, `/note/${note.id}`);
    await expect(saved(page)).toBeVisible();
    await expect(saved(other)).toBeVisible();

    await page.context().setOffline(true);
    await second.setOffline(true);
    for (const [target, sentence] of [
      [page, ' First window sentence.'],
      [other, ' Second window sentence.'],
    ] as const) {
      await noteBody(target).click();
      await target.keyboard.press('ControlOrMeta+End');
      await target.keyboard.type(sentence);
      await expect(target.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
      await expect(unsynced(target)).toHaveText(/^1 change not synced yet/);
    }

    await page.context().setOffline(false);
    await second.setOffline(false);
    for (const target of [page, other]) {
      await expect(noteBody(target)).toContainText('First window sentence.', { timeout: 20_000 });
      await expect(noteBody(target)).toContainText('Second window sentence.');
      await expect(unsynced(target)).toHaveCount(0);
    }
    await expect
      .poll(async () => (await readNoteViaApi(page, note.id)).markdown)
      .toMatch(/First window sentence\.[\s\S]*|Second window sentence\./);
    const markdown = (await readNoteViaApi(page, note.id)).markdown;
    expect(markdown).toContain('First window sentence.');
    expect(markdown).toContain('Second window sentence.');
    await second.close();
  });

  test('words typed offline reach the server after the page crashed, the note never opened again', async ({
    context,
    baseURL,
  }) => {
    // Pages of the context itself: the default page's closing check cannot read a crashed page.
    const page = await context.newPage();
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Field notes',
      markdown: 'Low tide at six.',
    });
    await visit(page, `/note/${note.id}`);
    await expect(saved(page)).toBeVisible();

    await context.setOffline(true);
    await noteBody(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Herons on the mudflat.');
    await expect(unsynced(page)).toHaveText(/^1 change not synced yet/);
    // Once the words have waited a moment the note is listed as holding unsent words (a page
    // that dies runs nothing more).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((name) => name.startsWith('inkling_unsent_notes:')),
        ),
      )
      .toBe(true);
    const crashed = page.waitForEvent('crash');
    const devtools = await context.newCDPSession(page);
    void devtools.send('Page.crash').catch(() => undefined);
    await crashed;
    await page.close();

    // Back online, the app opened at the dashboard sends them from the note's copy here.
    await context.setOffline(false);
    const again = await context.newPage();
    await visit(again, '/dashboard');
    await expect
      .poll(async () => (await readNoteViaApi(again, note.id)).markdown, { timeout: 20_000 })
      .toContain('Herons on the mudflat.');
    await expect(unsynced(again)).toHaveCount(0);
  });

  test('on a phone at 127.0.0.1: the count fits, and signing out waits for the change', async ({
    browser,
  }) => {
    const server = await startServer({ env: { PUBLIC_URL: '' } });
    try {
      const { context, origin } = await phoneAt127(browser, server.url);
      const page = await context.newPage();
      await page.goto('/');
      const account: Account = await signUpViaApi(page.request, origin);
      const note = await createNoteViaApi(page, origin, { title: 'Phone note' });
      await visit(page, `/note/${note.id}`);
      await expect(saved(page)).toBeVisible();

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Pin', exact: true }).click();
      await expect(unsynced(page)).toHaveText(/^1 change not synced yet · since \d/);
      await expectNoSidewaysScroll(page, 390);

      await accountMenuSignOut(page);
      const dialog = page.getByRole('dialog', { name: 'Changes not synced yet' });
      await expect(dialog).toContainText('1 change has not reached the server yet.');
      await expectNoSidewaysScroll(page, 390);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole('button', { name: 'Wait and sign out' }).click();
      await expect(dialog).toContainText('You are offline');
      await expect(page).toHaveURL(/\/note\//);

      await context.setOffline(false);
      await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
      // What this device kept is gone: the outbox and the cached data.
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await indexedDB.databases())
              .map((database) => database.name ?? '')
              .filter((name) => name.startsWith('inkling-outbox:')),
          ),
        )
        .toEqual([]);

      // The pin reached the server before the sign-out.
      const signIn = await page.request.post('/api/auth/sign-in/email', {
        data: account,
        headers: { Origin: origin },
      });
      expect(signIn.ok()).toBe(true);
      expect((await serverNotes(page.request)).find((n) => n.id === note.id)?.pinned).toBe(true);
      await context.close();
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});
