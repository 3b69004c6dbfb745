import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, toasts, visit } from './support/fixtures';

/** Signs a fresh account in and returns a helper that creates notes and trashes them via the API. */
async function signedIn(page: Page, baseURL: string) {
  await page.goto('/');
  await signUpViaApi(page.request, baseURL);
  const headers = { Origin: baseURL };
  return {
    async trashedNote(title: string): Promise<string> {
      const created = await page.request.post('/api/notes', {
        data: { title, markdown: `Body of ${title}` },
        headers,
      });
      expect(created.ok()).toBe(true);
      const { note } = (await created.json()) as { note: { id: string } };
      const trashed = await page.request.delete(`/api/notes/${note.id}`, { headers });
      expect(trashed.ok()).toBe(true);
      return note.id;
    },
  };
}

test.describe('trash', () => {
  test('restores a trashed note, then deletes it forever after a confirmation', async ({
    page,
    baseURL,
  }) => {
    const api = await signedIn(page, baseURL ?? '');
    const id = await api.trashedNote('Shopping list');

    await visit(page, '/trash');
    const trash = page.getByRole('list', { name: 'Notes in the trash' });
    const row = trash.getByRole('listitem').filter({ hasText: 'Shopping list' });
    await expect(row).toContainText('Deleted forever in 30 days');

    await row.getByRole('button', { name: 'Restore “Shopping list”' }).click();
    await expect(toasts(page)).toContainText('Restored');
    await expect(toasts(page)).toContainText('Shopping list');
    await expect(toasts(page).getByRole('link', { name: 'Open note' })).toHaveAttribute(
      'href',
      `/note/${id}`,
    );
    await expect(page.getByRole('heading', { name: 'The trash is empty' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeFocused();

    // Back among the notes.
    await visit(page, '/timeline');
    await expect(page.getByRole('link', { name: 'Shopping list' })).toBeVisible();

    const trashedAgain = await page.request.delete(`/api/notes/${id}`, {
      headers: { Origin: baseURL ?? '' },
    });
    expect(trashedAgain.ok()).toBe(true);
    await visit(page, '/trash');
    await page.getByRole('button', { name: 'Delete “Shopping list” forever' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this note forever?' });
    await expect(dialog).toContainText('“Shopping list” will be gone for good');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText('Deleted forever');
    await expect(page.getByRole('heading', { name: 'The trash is empty' })).toBeVisible();
    expect((await page.request.get(`/api/notes/${id}`)).status()).toBe(404);
  });

  test('empties the trash after a confirmation that gives the count', async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'dark' }); // axe checks the dark theme's contrast here
    const api = await signedIn(page, baseURL ?? '');
    await api.trashedNote('Old draft');
    await api.trashedNote('Older draft');

    await visit(page, '/trash');
    await expect(
      page.getByRole('list', { name: 'Notes in the trash' }).getByRole('listitem'),
    ).toHaveCount(2);

    await page.getByRole('button', { name: 'Empty trash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Empty the trash?' });
    await expect(dialog).toContainText('The 2 notes in the trash will be deleted forever');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Empty trash' })).toBeFocused();
    await expect(page.getByText('Old draft', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Empty trash' }).click();
    await dialog.getByRole('button', { name: 'Delete 2 notes forever' }).click();
    await expect(toasts(page)).toContainText('2 notes deleted forever');
    await expect(page.getByRole('heading', { name: 'The trash is empty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Empty trash' })).toHaveCount(0);
  });
});
