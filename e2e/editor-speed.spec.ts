import { signUpViaApi } from './support/accounts';
import { expect, test, toasts, visit } from './support/fixtures';
import { createNoteViaApi, noteBody, readNoteViaApi } from './support/notes';

/** What the note screen does so it opens at once (see bench/browser.ts for the figures). */
test.describe('the note editor opens at once', () => {
  test('a new note opens before the server has made it, and keeps what was typed meanwhile', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    await expect(page.getByRole('list', { name: 'All notes' })).toContainText('Welcome to Inkling');

    // The create waits for the test to let it through: the editor does not wait for it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let created = false;
    await page.route('**/api/notes', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await released;
      created = true;
      return route.fallback();
    });
    await page.getByRole('button', { name: 'New note', exact: true }).first().click();
    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    const title = page.getByLabel('Title');
    await expect(title).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Connecting' })).toBeVisible();
    await page.keyboard.type('Written early');
    await page.keyboard.press('Enter');
    await expect(noteBody(page)).toBeFocused();
    await page.keyboard.type('Typed before the server answered.');
    expect(created).toBe(false);
    release();

    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const id = page.url().split('/').at(-1) ?? '';
    await expect.poll(async () => (await readNoteViaApi(page, id)).title).toBe('Written early');
    expect((await readNoteViaApi(page, id)).markdown).toContain(
      'Typed before the server answered.',
    );
  });

  test('a refused create leaves the note screen and says why', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    await expect(page.getByRole('list', { name: 'All notes' })).toContainText('Welcome to Inkling');
    await page.route('**/api/notes', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            json: { error: { code: 'FORBIDDEN', message: 'Not allowed.' } },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'New note', exact: true }).first().click();
    await expect(toasts(page)).toContainText('The note was not created');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('list', { name: 'All notes' })).not.toContainText('Untitled');
  });

  test('the word count follows the typing once it pauses', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Counted',
      markdown: 'One two three.',
    });
    await visit(page, `/note/${note.id}`);
    await expect(page.getByText('3 words · 14 characters')).toBeVisible();
    await noteBody(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Four five');
    await expect(page.getByText('5 words · 24 characters')).toBeVisible();
  });
});
