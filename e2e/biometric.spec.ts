import { addVirtualAuthenticator, signInWithForm, signUpViaApi } from './support/accounts';
import type { Page } from '@playwright/test';
import { expect, test, toasts, visit } from './support/fixtures';

const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), `inkling_${key}`);

test.describe('biometric unlock with a passkey', () => {
  test('enable in settings, sign out, then unlock with the device instead of the password', async ({
    page,
    baseURL,
  }) => {
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');

    await visit(page, '/settings');
    const toggle = page.getByRole('switch', { name: 'Biometric unlock on this device' });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toasts(page)).toContainText('Biometric enabled ✓');
    await expect(toasts(page)).toContainText('You can now unlock with Face ID or Touch ID');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await stored(page, 'biometric_enabled')).toBe('true');
    const credentialId = await stored(page, 'biometric_session');
    expect(credentialId).toBeTruthy();
    expect(credentialId).not.toMatch(/session|token/i);
    await expect(page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1);

    // Just signed out: the button is offered, but the device is not asked at once.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const unlock = page.getByRole('button', { name: 'Unlock with Face ID / Touch ID' });
    await expect(unlock).toBeVisible();
    await expect(page.getByText('Or continue with password')).toBeVisible();

    // The device refuses (no fingerprint): a toast, and the screen stays.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await unlock.click();
    await expect(toasts(page)).toContainText('Biometric authentication failed');
    await expect(toasts(page)).toContainText('Please sign in with your password');
    await expect(page).toHaveURL(/\/login$/);

    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
    await unlock.click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Opening the sign-in screen later unlocks on its own.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('disabling forgets the passkey here and on the server', async ({ page, baseURL }) => {
    await addVirtualAuthenticator(page);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/settings');
    const toggle = page.getByRole('switch', { name: 'Biometric unlock on this device' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await toggle.click();
    await expect(toasts(page)).toContainText('Biometric disabled');
    await expect(toasts(page)).toContainText("You'll need to use your password to login");
    expect(await stored(page, 'biometric_enabled')).toBe('false');
    expect(await stored(page, 'biometric_session')).toBeNull();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
  });

  test('after a password sign-in the device offers biometric unlock; Not now remembers the answer', async ({
    page,
    baseURL,
    playwright,
  }) => {
    await addVirtualAuthenticator(page);
    const api = await playwright.request.newContext({ baseURL });
    const account = await signUpViaApi(api, baseURL ?? '');
    await api.dispose();

    await visit(page, '/login');
    await expect(page.getByRole('button', { name: 'Unlock with Face ID / Touch ID' })).toHaveCount(
      0,
    );
    await signInWithForm(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page)).toContainText('Enable biometric unlock?');
    await toasts(page).getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => stored(page, 'prompt_biometric')).toBe('dismissed');
  });
});
