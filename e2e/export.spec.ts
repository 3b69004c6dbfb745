import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { signUpViaApi } from './support/accounts';
import { expect, test, toasts, visit } from './support/fixtures';
import { createNoteViaApi } from './support/notes';

/** Runs an export from the note's "More actions" menu and waits for the file. */
async function exportFromMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'More actions' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

test.describe('export', () => {
  test('exports the open note as Markdown and as PDF from its menu', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Trip: "Kyoto" plan',
      markdown: '# Days\n\n- [x] Book hotel\n- [ ] 京都 temples',
      tags: ['travel'],
    });
    await visit(page, `/note/${note.id}`);

    const markdown = await exportFromMenu(page, 'Export as Markdown');
    expect(markdown.suggestedFilename()).toBe('Trip- -Kyoto- plan.md');
    const text = await readFile(await markdown.path(), 'utf8');
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
    expect(parse(frontMatter)).toMatchObject({ title: 'Trip: "Kyoto" plan', tags: ['travel'] });
    expect(text).toContain('- [x] Book hotel');
    await expect(toasts(page)).toContainText('Exported as Markdown');

    const pdf = await exportFromMenu(page, 'Export as PDF');
    expect(pdf.suggestedFilename()).toBe('Trip- -Kyoto- plan.pdf');
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('downloads the whole account from Settings → Data', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await createNoteViaApi(page, baseURL ?? '', { title: 'Exported note', markdown: 'Hello' });
    await visit(page, '/settings#data');
    const data = page.getByRole('region', { name: 'Data' });
    await expect(data.getByTestId('export-summary')).toContainText('2 notes, 0 attachments');
    await data.getByRole('radio', { name: /A folder per tag/ }).check();

    const download = page.waitForEvent('download');
    await data.getByRole('button', { name: 'Download everything (.zip)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inkling-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile(await file.path());
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await expect(data.getByRole('status')).toHaveText('Your export is downloaded.');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('Settings → Data fits a 390 px screen', async ({ page, baseURL }) => {
      await page.goto('/');
      await signUpViaApi(page.request, baseURL ?? '');
      await visit(page, '/settings#data');
      await expect(page.getByRole('button', { name: 'Download everything (.zip)' })).toBeVisible();
      const widths = await page.evaluate(() => ({
        innerWidth: window.innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      }));
      expect(widths).toEqual({ innerWidth: 390, scrollWidth: 390 });
    });
  });
});
