import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, visit } from './support/fixtures';

const enexFixture = path.join(import.meta.dirname, '../server/import/fixtures/evernote.enex');

test.describe('import', () => {
  test('imports a Markdown file and an Evernote export from Settings → Data, then opens a note from the report', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/settings#data');
    const data = page.getByRole('region', { name: 'Data' });
    const input = data.getByLabel('Choose a file to import, or drop it here');

    await input.setInputFiles({
      name: 'Reading list.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('---\ntags: [books]\n---\n# Reading list\n\n- [ ] Dune\n'),
    });
    await expect(data.getByRole('status')).toHaveText('The import of Reading list.md is finished.');
    await expect(data.getByTestId('import-totals')).toContainText('1 note found: 1 imported');
    await expect(data.getByRole('link', { name: 'Reading list' })).toBeVisible();

    await input.setInputFiles({
      name: 'evernote.enex',
      mimeType: 'application/enex+xml',
      buffer: await readFile(enexFixture),
    });
    await expect(data.getByRole('status')).toHaveText('The import of evernote.enex is finished.');
    await expect(data.getByTestId('import-totals')).toContainText(
      '5 notes found: 4 imported, 1 partly',
    );
    const notes = data.getByRole('list', { name: 'Notes' });
    await expect(notes.getByRole('listitem').filter({ hasText: 'Lost scan' })).toContainText(
      'is referenced but missing from the file',
    );
    await expectAccessible(page);

    await notes.getByRole('link', { name: 'Packing list' }).click();
    await expect(page).toHaveURL(/\/note\/[0-9a-f-]{36}$/);
    // The address changes as the navigation starts, before the note screen replaces Settings
    // (whose export options also have "Title" in their labels).
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Packing list',
    );
  });

  test('says in words why a file is refused', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/settings#data');
    const data = page.getByRole('region', { name: 'Data' });
    await data.getByLabel('Choose a file to import, or drop it here').setInputFiles({
      name: 'empty.md',
      mimeType: 'text/markdown',
      buffer: Buffer.alloc(0),
    });
    await expect(data.getByRole('alert')).toHaveText(
      'The file was not imported: The file is empty.',
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the import and its report fit a 390 px screen', async ({ page, baseURL }) => {
      await page.goto('/');
      await signUpViaApi(page.request, baseURL ?? '');
      await visit(page, '/settings#data');
      const data = page.getByRole('region', { name: 'Data' });
      await data.getByLabel('Choose a file to import, or drop it here').setInputFiles({
        name: 'evernote.enex',
        mimeType: 'application/enex+xml',
        buffer: await readFile(enexFixture),
      });
      await expect(data.getByRole('status')).toHaveText('The import of evernote.enex is finished.');
      const widths = await page.evaluate(() => ({
        innerWidth: window.innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      }));
      expect(widths).toEqual({ innerWidth: 390, scrollWidth: 390 });
      await expectAccessible(page);
    });
  });
});
