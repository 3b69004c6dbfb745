import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { expect, test, visit } from './support/fixtures';
import { createNoteViaApi, noteBody, readNoteViaApi } from './support/notes';

const title = (page: Page) => page.getByLabel('Title');
const noteId = (page: Page) => page.url().split('/').at(-1) ?? '';

/** The ids of the account's notes, outside and inside the trash. */
async function noteIds(page: Page) {
  const read = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { notes: { id: string }[] }).notes.map(
      (note) => note.id,
    );
  return { active: await read('/api/notes'), trashed: await read('/api/trash') };
}

async function signedIn(page: Page, baseURL: string | undefined) {
  await page.goto('/');
  await signUpViaApi(page.request, baseURL ?? '');
}

test.describe('a new note', () => {
  test('opens with the caret in the title, from the button, the palette and Ctrl+Alt+N', async ({
    page,
    baseURL,
  }) => {
    // Three notes made and written in, each checked with axe: longer than most tests.
    test.setTimeout(90_000);
    await signedIn(page, baseURL);
    await visit(page, '/dashboard');

    await page.getByRole('button', { name: 'New note', exact: true }).first().click();
    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    await expect(title(page)).toBeFocused();
    await page.keyboard.type('Typed at once');
    await expect(title(page)).toHaveValue('Typed at once');
    // Enter goes on into the body.
    await page.keyboard.press('Enter');
    await expect(noteBody(page)).toBeFocused();
    await page.keyboard.type('and the body');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.getByRole('link', { name: 'Timeline' }).click();
    await expect(page).toHaveURL(/\/timeline$/);
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search notes and commands' });
    await page.keyboard.type('New note');
    // The notes found come in above the commands: a click aimed before they arrive can land on
    // whatever moved under it (seen once in ~300 tests on a loaded machine).
    await expect(palette.getByRole('option', { name: /^Welcome to Inkling/ })).toBeVisible();
    await palette
      .getByRole('option', { name: /^New note/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    await expect(title(page)).toBeFocused();
    await page.keyboard.type('From the palette');
    await expect(title(page)).toHaveValue('From the palette');

    await page.getByRole('link', { name: 'Tags' }).click();
    await expect(page).toHaveURL(/\/tags$/);
    await page.keyboard.press('Control+Alt+n');
    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    await expect(title(page)).toBeFocused();
    await page.keyboard.type('From the shortcut');
    await expect(title(page)).toHaveValue('From the shortcut');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  });

  test('left empty, it is deleted for good instead of lingering as “Untitled”', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL);
    await visit(page, '/dashboard');
    await page.getByRole('button', { name: 'New note', exact: true }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const empty = noteId(page);

    await page.getByRole('link', { name: 'Notes', exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('list', { name: 'All notes' })).toContainText('Welcome to Inkling');
    await expect(page.getByRole('list', { name: 'All notes' })).not.toContainText('Untitled');
    await expect.poll(async () => (await noteIds(page)).active).not.toContain(empty);
    expect((await noteIds(page)).trashed).not.toContain(empty);
  });

  test('with only a body typed, it is kept when left', async ({ page, baseURL }) => {
    await signedIn(page, baseURL);
    await visit(page, '/dashboard');
    await page.getByRole('button', { name: 'New note', exact: true }).first().click();
    await expect(title(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Only a body, no title');
    const written = noteId(page);
    await expect
      .poll(async () => (await readNoteViaApi(page, written)).markdown)
      .toContain('Only a body, no title');

    await page.getByRole('link', { name: 'Notes', exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.waitForLoadState('networkidle');
    expect((await noteIds(page)).active).toContain(written);
    await page.reload();
    await expect(page.getByRole('list', { name: 'All notes' })).toContainText(
      'Only a body, no title',
    );
  });

  test('closing the tab on an empty note deletes it too', async ({ page, baseURL, context }) => {
    await signedIn(page, baseURL);
    const tab = await context.newPage();
    await visit(tab, '/dashboard');
    await tab.getByRole('button', { name: 'New note', exact: true }).first().click();
    await expect(tab.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const empty = noteId(tab);
    await tab.close({ runBeforeUnload: true });
    await expect.poll(async () => (await noteIds(page)).active).not.toContain(empty);
    expect((await noteIds(page)).trashed).not.toContain(empty);
  });
});

test.describe('details that were off', () => {
  test('moving a note to the trash asks for it no more, and the trash promises 30 days', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL);
    const note = await createNoteViaApi(page, baseURL ?? '', { title: 'Old list' });
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    await visit(page, `/note/${note.id}`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Move to trash' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('list', { name: 'All notes' })).not.toContainText('Old list');
    await page.waitForLoadState('networkidle');
    expect(notFound).toEqual([]);

    await visit(page, '/trash');
    await expect(page.getByRole('listitem').filter({ hasText: 'Old list' })).toContainText(
      'Deleted forever in 30 days',
    );
  });

  test('a note that starts with a checklist opens without a ProseMirror warning', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL);
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Chores',
      markdown: '- [ ] water the plants\n- [x] buy bread',
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const firstItem = noteBody(page).getByText('water the plants', { exact: true });
    await visit(page, `/note/${note.id}`);
    await expect(firstItem).toBeVisible();
    // Again with the note's copy already on this device, before the server answers.
    await page.reload();
    await expect(firstItem).toBeVisible();
    await noteBody(page).getByText('buy bread', { exact: true }).click();
    expect(warnings.filter((text) => text.includes('TextSelection'))).toEqual([]);
  });

  test('long search results stay inside the palette', async ({ page, baseURL }) => {
    await signedIn(page, baseURL);
    await createNoteViaApi(page, baseURL ?? '', {
      title: `Zebra${'x'.repeat(120)}`,
      markdown: `zebra ${'y'.repeat(300)}`,
    });
    await visit(page, '/dashboard');
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search notes and commands' });
    await page.keyboard.type('zebra');
    const result = palette.getByRole('option').filter({ hasText: 'Zebra' });
    await expect(result).toBeVisible();
    const dialogBox = await palette.boundingBox();
    const resultBox = await result.boundingBox();
    expect(dialogBox && resultBox).toBeTruthy();
    if (dialogBox && resultBox)
      expect(resultBox.x + resultBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  });

  test('grid cards show whole lines of their preview', async ({ page, baseURL }) => {
    await signedIn(page, baseURL);
    await createNoteViaApi(page, baseURL ?? '', {
      title: 'A long read',
      markdown: 'Words that go on and on across many lines of the card. '.repeat(12),
    });
    await visit(page, '/dashboard');
    await page.getByRole('button', { name: 'Grid' }).click();
    const preview = page
      .getByRole('link')
      .filter({ hasText: 'A long read' })
      .getByText(/^Words that go on/);
    await expect(preview).toBeVisible();
    const { height, lineHeight } = await preview.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    // The clamp's four lines, none of them cut.
    expect(Math.round(height / lineHeight)).toBe(4);
    expect(Math.abs(height - 4 * lineHeight)).toBeLessThan(1);
  });

  test('signed in, /pricing and the not-found page offer the notes, not Sign In', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL);
    for (const path of ['/pricing', '/no-such-page']) {
      await visit(page, path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Open your notes' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      await expect(header.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);
    }
  });

  test('the sign-up e-mail field shows a check or an error, never both', async ({
    page,
    baseURL,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const existing = await signUpViaApi(api, baseURL ?? '');
    await visit(page, '/signup');
    await page.getByLabel('Email', { exact: true }).fill(existing.email);
    const check = page.getByRole('img', { name: 'Valid email address' });
    await expect(check).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('something else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This email is already registered.')).toBeVisible();
    await expect(check).toBeHidden();
    // Editing the address clears the error, and the check comes back.
    await page.getByLabel('Email', { exact: true }).fill(`new-${existing.email}`);
    await expect(page.getByText('This email is already registered.')).toBeHidden();
    await expect(check).toBeVisible();
    await api.dispose();
  });

  test('the landing page’s structured data gives the tour its real length', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('A 2 min 30 s tour of Inkling');
    expect(html).not.toContain('3-minute');
  });
});
