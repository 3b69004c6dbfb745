import type { Locator, Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, toasts, visit } from './support/fixtures';
import { createNoteViaApi, noteBody, readNoteViaApi } from './support/notes';
import { expectNoSidewaysScroll, phoneAt127 } from './support/phone';
import { removeDataDir, startServer } from './support/server';

// The offline worker is what these tests exercise (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const historyButton = (page: Page) =>
  page.getByRole('button', { name: 'Version history', exact: true });

/**
 * Waits until the offline worker controls the page, so its first install
 * does not reload a later page in the middle of the test.
 */
async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
      setTimeout(resolve, 10_000);
    });
  });
}

/** Closes the panel with Escape (a toast on screen takes the first Escape). */
async function closeWithEscape(page: Page, panel: Locator) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens the open note's version history from its History button. */
async function openHistory(page: Page) {
  await historyButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Version history' });
  await expect(panel).toBeVisible();
  return panel;
}

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

test.describe('version history', () => {
  test('save a version, change the text, see the difference, restore it', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await workerInControl(page);
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    await page.getByRole('button', { name: 'New note', exact: true }).first().click();
    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    const id = page.url().split('/').at(-1) ?? '';
    await page.getByLabel('Title').fill('Trip plan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('We leave on Monday morning with the blue tent.');
    await saved(page);

    let panel = await openHistory(page);
    await panel.getByRole('button', { name: 'Save version' }).click();
    await expect(toasts(page).filter({ hasText: 'Version saved' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Saved by you · 9 words/ })).toBeVisible();
    await expectAccessible(page);
    // Escape closes it, and focus is back on the button that opened it.
    await closeWithEscape(page, panel);
    await expect(historyButton(page)).toBeFocused();

    // The text changes.
    await noteBody(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('We leave on Friday evening with the blue tent.');
    await saved(page);

    panel = await openHistory(page);
    await panel.getByRole('button', { name: /Saved by you/ }).click();
    const changes = panel.getByRole('region', { name: 'Changes in the text' });
    for (const word of ['Monday', 'morning'])
      await expect(changes.locator('del').filter({ hasText: word })).toContainText('removed:');
    for (const word of ['Friday', 'evening'])
      await expect(changes.locator('ins').filter({ hasText: word })).toContainText('added:');
    await expect(changes.locator('del, ins').filter({ hasText: 'blue tent' })).toHaveCount(0);
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    // The toast (outside the modal panel, so looked up by its text: see share.spec.ts).
    await expect(page.getByText('Version restored').first()).toBeVisible();
    await expect(page.getByText('Your previous text is saved as a version.').first()).toBeVisible();
    // The list again, with the text the restore replaced kept as a version.
    await expect(panel.getByRole('button', { name: /Before restoring/ })).toBeVisible();
    await closeWithEscape(page, panel);
    // The editor has the old text: it came over the live document.
    await expect(noteBody(page)).toHaveText('We leave on Monday morning with the blue tent.');
    await expect
      .poll(async () => (await readNoteViaApi(page, id)).markdown)
      .toBe('We leave on Monday morning with the blue tent.');
  });

  test('on a phone at 127.0.0.1: the panel fills the screen, no sideways scroll', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const server = await startServer({ env: { PUBLIC_URL: '' } });
    try {
      const { context, origin } = await phoneAt127(browser, server.url);
      const page = await context.newPage();
      await page.goto('/');
      await workerInControl(page);
      await signUpViaApi(page.request, origin);
      const note = await createNoteViaApi(page, origin, {
        title: 'Groceries',
        markdown: 'Apples, bread and a very long line of things to buy at the market on Saturday.',
      });
      await visit(page, `/note/${note.id}`);
      const panel = await openHistory(page);
      await panel.getByRole('button', { name: 'Save version' }).click();
      const version = panel.getByRole('button', { name: /Saved by you/ });
      await expect(version).toBeVisible();
      const box = await panel.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(390);
      expect(box?.x).toBe(0);
      await expectNoSidewaysScroll(page, 390);
      await version.click();
      await expect(panel.getByText('This version is the same as the text now.')).toBeVisible();
      await expectNoSidewaysScroll(page, 390);
      await expectAccessible(page);
      await context.close();
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});
