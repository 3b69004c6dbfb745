import type { Page } from '@playwright/test';
import { newAccount, signUpViaApi } from './support/accounts';
import { expect, test, toasts, visit } from './support/fixtures';

test.describe('sign-up', () => {
  test('validates on submit, clears each error when its field changes, and ticks valid fields', async ({
    page,
  }) => {
    await visit(page, '/signup');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page.getByText('Minimum 6 characters')).toBeVisible();
    await expect(page.getByText('Join 10,000+ users')).toBeVisible();

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expectAccessibleErrors(page);

    await page.getByLabel('Email', { exact: true }).fill('someone@example');
    await expect(page.getByText('Please enter a valid email address')).toBeHidden();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Valid email address' })).toBeHidden();

    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await expect(page.getByRole('img', { name: 'Valid email address' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await expect(page.getByText('Password must be at least 6 characters')).toBeHidden();
    await expect(page.getByRole('img', { name: 'Password is long enough' })).toBeHidden();
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await expect(page.getByRole('img', { name: 'Password is long enough' })).toBeVisible();

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  });

  test('suggests the right mail domain for a typo, and takes the suggestion on click', async ({
    page,
  }) => {
    await visit(page, '/signup');
    await page.getByLabel('Email', { exact: true }).fill('john@gmial.com');
    const suggestion = page.getByRole('button', { name: 'Did you mean john@gmail.com?' });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('john@gmail.com');
    await expect(suggestion).toBeHidden();
  });

  test('an address already registered gets the seed’s message and a way to sign in', async ({
    page,
    baseURL,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const existing = await signUpViaApi(api, baseURL ?? '');
    await visit(page, '/signup');
    await page.getByLabel('Email', { exact: true }).fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('something else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This email is already registered.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in instead?' })).toHaveAttribute(
      'href',
      '/login',
    );
    await api.dispose();
  });

  test('creates the account behind a busy overlay and opens the dashboard', async ({ page }) => {
    const account = newAccount();
    await visit(page, '/signup');
    // Hold the request back a moment so the busy state can be seen.
    await page.route('**/api/auth/sign-up/email', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await expect(page.getByText('Creating your account...')).toBeVisible();
    await expect(page.getByText('Inkling is preparing everything for you.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The new account's dashboard, with the note every account starts with.
    await expect(page.getByRole('list', { name: 'All notes' })).toContainText('Welcome to Inkling');
  });

  test('Sign up with Google without Google configured shows the seed’s toast', async ({ page }) => {
    await visit(page, '/signup');
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Google Sign-in Error');
    await expect(toasts(page)).toContainText(
      'Failed to connect with Google. Please check your configuration.',
    );
  });
});

async function expectAccessibleErrors(page: Page) {
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
}
