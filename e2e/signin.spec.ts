import { newAccount, signInWithForm, signUpViaApi } from './support/accounts';
import { expect, test, toasts, visit, waitForApp } from './support/fixtures';

test.describe('sign-in and guarded screens', () => {
  test('a protected screen sends a visitor to sign in, and back there afterwards', async ({
    page,
    baseURL,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const account = await signUpViaApi(api, baseURL ?? '');
    await api.dispose();

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await waitForApp(page);
    await signInWithForm(page, account);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  });

  test('a wrong password shows one error toast, however often it is tried', async ({ page }) => {
    await visit(page, '/login');
    const attempt = { email: newAccount().email, password: 'not the password' };
    await signInWithForm(page, attempt);
    await expect(toasts(page)).toContainText('Invalid email or password');
    await expect(toasts(page)).toContainText('Error');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await expect(toasts(page).filter({ hasText: 'Invalid email or password' })).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing out ends access to app screens; a signed-in visit to / opens the dashboard', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('signing out in one tab signs the other tabs out', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await page.goto('/settings');
    await waitForApp(page);
    const other = await context.newPage();
    await other.goto('/dashboard');
    await waitForApp(other);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(other).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('the sign-in page links to sign-up and to password reset', async ({ page }) => {
    await visit(page, '/login');
    await expect(page.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(newAccount().email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  });

  test('Sign in with Google without Google configured shows the seed’s toast', async ({ page }) => {
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(toasts(page)).toContainText(
      'Failed to connect with Google. Please check your configuration.',
    );
  });
});
