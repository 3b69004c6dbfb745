import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/react';
import { apiFetch } from '@app/native/serverConnection';
import { isNativeApp } from '@app/native/platform';

/**
 * Better Auth's client for the auth actions (sign-in, sign-up, passwords,
 * sessions, passkeys). Only screens that act import it, so public pages do
 * not carry it. Who is signed in comes from sessionStore (`/api/session`).
 */
export const authClient = createAuthClient({
  // Prerendering runs in Node, where there is no page origin to resolve against.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [passkeyClient()],
  // The native app: to its server, with its bearer token (apiFetch keeps the token sign-in returns).
  ...(isNativeApp()
    ? {
        fetchOptions: {
          customFetchImpl: (input: string | URL | Request, init?: RequestInit) => {
            const url = new URL(input instanceof Request ? input.url : input);
            return apiFetch(`${url.pathname}${url.search}`, init);
          },
        },
      }
    : {}),
});
