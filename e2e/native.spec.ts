import { expect, test, waitForApp } from './support/fixtures';

test.describe('the native app', () => {
  test('a browser never sees the server-address screen', async ({ page }) => {
    const response = await page.goto('/app/server');
    // Not a screen of the site: the server says so, and the page goes home.
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Connect to your Inkling server' })).toHaveCount(
      0,
    );
  });
});
