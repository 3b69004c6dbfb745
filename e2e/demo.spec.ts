import { expect, test, visit } from './support/fixtures';

test.describe('demo setup', () => {
  test('opens a temporary account on a dashboard filled with sample notes', async ({ page }) => {
    await visit(page, '/demo-setup');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Try Inkling without signing up' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Start the demo' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('list', { name: 'Pinned notes' })).toContainText('This week');
    const others = page.getByRole('list', { name: 'Other notes' });
    await expect(others).toContainText('Thermodynamics — lecture 4, entropy');
    await expect(others).toContainText('Red lentil soup');

    // The demo is a real account: its notes open in the editor.
    await others.getByRole('link', { name: /Red lentil soup/ }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Red lentil soup');
  });
});
