import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, toasts, visit } from './support/fixtures';

/** Signs a fresh account in with notes carrying tags: work ×2, money ×1, travel ×1. */
async function signedInWithTaggedNotes(page: Page, baseURL: string) {
  await page.goto('/');
  await signUpViaApi(page.request, baseURL);
  const notes = [
    { title: 'Meeting notes', tags: ['work'] },
    { title: 'Roadmap', tags: ['work'] },
    { title: 'Receipts', tags: ['money'] },
    { title: 'Holiday', tags: ['travel'] },
  ];
  for (const data of notes) {
    const response = await page.request.post('/api/notes', {
      data,
      headers: { Origin: baseURL },
    });
    expect(response.ok()).toBe(true);
  }
}

const tagRow = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Tags' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^${name} \\d+ notes?$`) }) });

async function chooseAction(page: Page, tag: string, action: string) {
  await page.getByRole('button', { name: `Actions for “${tag}”` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('tags', () => {
  test('lists tags with counts; renames and recolours one', async ({ page, baseURL }) => {
    await signedInWithTaggedNotes(page, baseURL ?? '');
    await visit(page, '/tags');
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText([
      'money 1 note',
      'travel 1 note',
      'work 2 notes',
    ]);

    await chooseAction(page, 'travel', 'Rename…');
    const dialog = page.getByRole('dialog', { name: 'Rename “travel”' });
    await dialog.getByLabel('Name').fill('trips');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(toasts(page)).toContainText('Renamed to “trips”');
    await expect(tagRow(page, 'trips')).toContainText('1 note');
    // Focus comes back to the row's menu button, not to the start of the page.
    await expect(page.getByRole('button', { name: 'Actions for “trips”' })).toBeFocused();
    await expect(tagRow(page, 'travel')).toHaveCount(0);

    await page.getByRole('button', { name: /^Colour of “trips”/ }).click();
    await expect(page.getByRole('menuitemradio')).toHaveCount(8);
    await page.getByRole('menuitemradio', { name: 'Green' }).click();
    await expect(toasts(page)).toContainText('“trips” is green now');
    await expect(page.getByRole('button', { name: 'Colour of “trips”: Green' })).toBeVisible();

    await tagRow(page, 'trips').getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\?tag=trips$/);
  });

  test('merges tags from the menu and by renaming; the counts add up', async ({
    page,
    baseURL,
  }) => {
    await signedInWithTaggedNotes(page, baseURL ?? '');
    await visit(page, '/tags');

    await chooseAction(page, 'money', 'Merge into…');
    const merge = page.getByRole('dialog', { name: 'Merge “money”' });
    await merge.getByLabel('Merge into').selectOption({ label: 'work' });
    await merge.getByRole('button', { name: 'Merge' }).click();
    await expect(toasts(page)).toContainText('Merged into “work”');
    await expect(tagRow(page, 'work')).toContainText('3 notes');
    await expect(tagRow(page, 'money')).toHaveCount(0);
    // The row that opened the dialog is gone: focus waits on the heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeFocused();

    // Renaming onto an existing name (any case) merges too, and the dialog says so first.
    await chooseAction(page, 'travel', 'Rename…');
    const rename = page.getByRole('dialog', { name: 'Rename “travel”' });
    await rename.getByLabel('Name').fill('Work');
    await expect(rename).toContainText('“work” already exists: renaming merges “travel” into it.');
    await rename.getByRole('button', { name: 'Merge' }).click();
    await expect(toasts(page)).toContainText('Merged into “work”');
    await expect(tagRow(page, 'work')).toContainText('4 notes');
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(1);
  });

  test('deletes a tag after a confirmation; its notes stay', async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'dark' }); // axe checks the dark theme's contrast here
    await signedInWithTaggedNotes(page, baseURL ?? '');
    await visit(page, '/tags');

    await chooseAction(page, 'travel', 'Delete…');
    const dialog = page.getByRole('dialog', { name: 'Delete “travel”?' });
    await expect(dialog).toContainText('the notes keep their content');
    await dialog.getByRole('button', { name: 'Delete tag' }).click();
    await expect(toasts(page)).toContainText('Deleted “travel”');
    await expect(tagRow(page, 'travel')).toHaveCount(0);

    const response = await page.request.get('/api/notes?limit=50');
    const { notes } = (await response.json()) as { notes: { title: string; tags: unknown[] }[] };
    expect(notes.find((note) => note.title === 'Holiday')?.tags).toEqual([]);
  });

  test('starts empty, adds a tag, and explains a name that is taken', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/tags');
    await expect(page.getByRole('heading', { name: 'No tags yet' })).toBeVisible();

    await page.getByLabel('New tag').fill('garden');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect(tagRow(page, 'garden')).toContainText('0 notes');
    await expect(page.getByLabel('New tag')).toHaveValue('');

    await page.getByLabel('New tag').fill('Garden');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByRole('alert')).toContainText('You already have a tag called');
    await expect(page.getByLabel('New tag')).toHaveAttribute('aria-invalid', 'true');
  });
});
