import { newAccount, signInWithForm, signUpViaApi } from './support/accounts';
import { expect, test, toasts, visit } from './support/fixtures';

test.describe('settings', () => {
  test('changes the password with the current one', async ({ page, baseURL }) => {
    await page.goto('/');
    const account = await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/settings');

    await page.getByLabel('Current password', { exact: true }).fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('a better password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('That is not your current password')).toBeVisible();

    await page.getByLabel('Current password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toasts(page)).toContainText('Password changed');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await signInWithForm(page, { email: account.email, password: 'a better password' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('lists this device and signs out everywhere', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/settings#sessions');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByText('This device')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test('switches the theme from the appearance settings', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/settings');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('deletes the account after the password confirms it', async ({ page, baseURL }) => {
    await page.goto('/');
    const account = await signUpViaApi(page.request, baseURL ?? '', newAccount());
    await visit(page, '/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password', { exact: true }).fill('wrong password');
    await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
    await expect(dialog.getByText('That is not your password')).toBeVisible();

    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page)).toContainText('Account deleted');

    await visit(page, '/login');
    await signInWithForm(page, account);
    await expect(toasts(page)).toContainText('Invalid email or password');
  });
});
