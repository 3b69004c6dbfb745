import { expect, test, visit } from './support/fixtures';

test.describe('landing page', () => {
  test('is prerendered: the HTML itself carries the product name and headline', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Inkling');
    expect(html).toContain('Capture a thought in seconds.');
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test('shows the hero with its calls to action and reassurances', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Capture a thought in seconds.',
    );
    await expect(page.getByText('4.8 out of 5')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    for (const text of ['No credit card required', '7-day free trial', 'Cancel anytime']) {
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  test('switches to dark mode and keeps it after a reload, without a light flash', async ({
    page,
  }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: /^Appearance/ });
    await toggle.click(); // system → light
    await toggle.click(); // light → dark
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('inkling_theme'))).toBe('dark');

    // theme-init.js sets the class before React loads: check the very first HTML paint.
    await page.route('**/assets/**', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.unroute('**/assets/**');
    await visit(page, '/');
  });
});
