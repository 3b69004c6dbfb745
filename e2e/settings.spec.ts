import type { Page } from '@playwright/test';
import { newAccount, signInWithForm, signUpViaApi } from './support/accounts';
import { expect, test, toasts, visit } from './support/fixtures';

type WatchedWindow = Window & { transitionsAtThemeChange?: Promise<number> };

/**
 * Watches for the next change of <html>'s class; the answer counts the CSS
 * transitions running once that change has been styled (getAnimations brings
 * the styles up to date first).
 */
async function watchThemeChange(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    (window as WatchedWindow).transitionsAtThemeChange = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        const animations = document.getAnimations();
        resolve(animations.filter((animation) => animation instanceof CSSTransition).length);
      });
      observer.observe(document.documentElement, { attributeFilter: ['class'] });
    });
  });
  return () => page.evaluate(() => (window as WatchedWindow).transitionsAtThemeChange ?? -1);
}

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
    for (const [theme, dark] of [
      ['Dark', true],
      ['Light', false],
    ] as const) {
      const transitionsAtChange = await watchThemeChange(page);
      await page.getByRole('radio', { name: theme }).check();
      await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*\bdark\b)/);
      // Every colour changes at once: a button fading on its own (transition-colors) would be
      // out of step with the page, and at contrasts neither theme has while it fades.
      expect(await transitionsAtChange()).toBe(0);
    }
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
