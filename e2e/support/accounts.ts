import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

export function newAccount(): Account {
  return {
    email: `e2e-${randomUUID().slice(0, 12)}@example.com`,
    password: 'correct horse battery',
  };
}

/**
 * Creates an account through the API. With `page.request`, the browser
 * context receives the session cookie: the page is then signed in.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  baseURL: string,
  account = newAccount(),
): Promise<Account> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { ...account, name: account.email.split('@')[0] },
    headers: { Origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return account;
}

/** Fills and sends the sign-in form. */
export async function signInWithForm(page: Page, account: Account) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A WebAuthn authenticator inside Chromium that always verifies the user (a "fingerprint"). */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
