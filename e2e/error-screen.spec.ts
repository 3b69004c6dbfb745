import { expect, test, waitForApp } from './support/fixtures';

/**
 * Fault injection: the not-found screen's code is swapped for a module that
 * throws while rendering until the test says it has recovered, as a screen
 * with a bug (or a bad response) would.
 */
const failingScreen = `
export default function Screen() {
  if (!window.__inklingRecovered) throw new Error('Injected render failure');
  return 'Recovered after Try Again';
}
`;

test.describe('global error screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/NotFound-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: failingScreen }),
    );
    await page.goto('/breaks-on-render');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test('says something went wrong, with the details folded away', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Injected render failure')).toBeHidden();
    await page.getByText('Error details').click();
    await expect(page.getByText('Injected render failure').first()).toBeVisible();
  });

  test('Try Again renders the screen afresh', async ({ page }) => {
    await page.evaluate(() => {
      (window as unknown as { __inklingRecovered: boolean }).__inklingRecovered = true;
    });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Recovered after Try Again')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test('Refresh Page reloads the page', async ({ page }) => {
    await page.unroute('**/assets/NotFound-*.js');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
