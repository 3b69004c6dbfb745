import { signUpViaApi } from './support/accounts';
import { expect, test, toasts, visit } from './support/fixtures';

test.describe('trial and subscription', () => {
  test('a new account sees 7 trial days left, unlimited AI, and its plan in settings', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    const banner = page.getByRole('region', { name: 'Trial' });
    await expect(banner).toContainText('Your free trial ends in 7 days.');
    await expect(banner.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'AI uses' })).toContainText(
      'Unlimited AI uses on your plan',
    );

    await visit(page, '/settings#billing');
    const billing = page.locator('#billing');
    await expect(billing).toContainText('Free trial');
    await expect(billing).toContainText('Trial ends');
    await expect(billing.getByRole('button', { name: 'Subscribe for $1/month' })).toBeVisible();
  });

  test('Subscribe opens Stripe Checkout at the address the API returns', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    await page
      .getByRole('region', { name: 'Trial' })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`^${process.env.E2E_STRIPE_URL ?? ''}/checkout/cs_test_`),
    );
    await expect(page.getByRole('heading', { name: /Stripe stand-in/ })).toBeVisible();
  });

  test('the pricing page offers a trial to visitors and checkout to a signed-in user', async ({
    page,
    baseURL,
  }) => {
    const response = await visit(page, '/pricing');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { name: 'One plan. Everything included.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/signup',
    );

    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/pricing');
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/cs_test_`));
  });

  test('coming back from checkout thanks the subscriber', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard?checkout=success');
    await expect(toasts(page)).toContainText('Welcome to Inkling premium');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
