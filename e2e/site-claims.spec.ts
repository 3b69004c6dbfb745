import { expect, test, visit } from './support/fixtures';

/**
 * Sharing, export and import have shipped; the AI features, photo-to-note,
 * voice notes, the daily journal and a fully offline app have not. The built
 * pages say exactly that (content/siteClaims.test.ts checks the copy itself).
 */
test.describe('the public site says what ships', () => {
  test('pricing lists sharing, export and import as included, the AI features as planned', async ({
    page,
  }) => {
    await visit(page, '/pricing');
    const plan = page.getByRole('region', { name: 'Inkling', exact: true }).getByRole('listitem');
    for (const item of [
      /^Read-only share links/,
      /^Export to Markdown, PDF/,
      /^Import from Evernote/,
    ]) {
      const line = plan.filter({ hasText: item });
      await expect(line).toHaveCount(1);
      await expect(line).not.toContainText('on the roadmap');
    }
    for (const item of [/^AI assistant/, /^Photo-to-note and voice notes/, /^A daily journal/]) {
      await expect(plan.filter({ hasText: item })).toContainText('(on the roadmap)');
    }
  });

  test('the landing page’s cards mark only the unshipped features as in development', async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Sharing and export');
    await visit(page, '/');
    // The feature grid (the showcases above it share its heading's words).
    const grid = page.locator('section[aria-labelledby="features-title"]');
    const card = (title: string) =>
      grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card('Sharing and export')).toBeVisible();
    await expect(card('Sharing and export')).not.toContainText('In development');
    for (const title of ['Voice notes', 'Photo to note', 'Daily journal']) {
      await expect(card(title)).toContainText('In development');
    }
    const sharing = page.getByRole('article', { name: 'Share with one click' });
    await expect(sharing).not.toContainText('In development');
    await expect(page.getByRole('article', { name: /AI chat/ })).toContainText('In development');
  });

  test('the comparison tables give Inkling share links and export', async ({ page }) => {
    await visit(page, '/compare/notion');
    const table = page.getByRole('table');
    for (const feature of ['Public share links', 'Export']) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: feature }) });
      await expect(row.getByRole('cell').first()).toContainText('Yes');
    }
    const ai = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'AI assistant' }) });
    await expect(ai.getByRole('cell').first()).toContainText('No');
  });

  test('the Evernote alternative page says how an Evernote archive comes over', async ({
    page,
  }) => {
    await visit(page, '/alternative/evernote');
    const moving = page.getByRole('region', { name: 'Bringing your notes from Evernote' });
    await expect(moving).toContainText('.enex');
    await expect(moving).toContainText('Settings → Data → Import');
    await visit(page, '/alternative/onenote');
    await expect(
      page.getByRole('region', { name: 'Bringing your notes from Microsoft OneNote' }),
    ).toContainText('no importer made for OneNote');
  });

  test('the FAQ answers yes to export, and the changelog’s newest release is the one that shipped it', async ({
    page,
  }) => {
    await visit(page, '/faq');
    await expect(page.getByText(/^Yes, both\. From a note’s menu/)).toBeVisible();
    await expect(
      page.getByText(/Export to Markdown, PDF and plain text.*on the roadmap/),
    ).toHaveCount(0);
    await visit(page, '/changelog');
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(
      'Share, export and import',
    );
  });
});
