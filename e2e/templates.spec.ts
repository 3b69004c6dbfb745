import { newAccount, signUpViaApi } from './support/accounts';
import { expect, test, visit } from './support/fixtures';
import { noteBody } from './support/notes';

test.describe('the template gallery', () => {
  test('"Use this template" leads through sign-up to a new note holding the template', async ({
    page,
  }) => {
    await visit(page, '/templates');
    await expect(page.getByRole('heading', { level: 2, name: 'Meeting notes' })).toBeVisible();
    await page.getByRole('link', { name: 'Use this template: Meeting notes' }).click();
    await expect(page).toHaveURL(/\/signup\?template=meeting-notes$/);

    const account = newAccount();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    const body = noteBody(page);
    await expect(body.getByRole('heading', { name: 'Attendees' })).toBeVisible();
    await expect(body.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  });

  test('a signed-in visitor gets the note at once, from the free templates page too', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/templates/free');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Free note and journal templates',
    );
    await page.getByRole('link', { name: 'Use this template: Daily journal' }).click();

    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    await expect(noteBody(page).getByRole('heading', { name: 'Morning' })).toBeVisible();
  });

  test('without JavaScript, each card links to sign-up with its template', async ({ request }) => {
    const html = await (await request.get('/templates')).text();
    expect(html).toContain('href="/signup?template=daily-journal"');
    expect(html).toContain('href="/signup?template=lecture-notes"');
  });
});
