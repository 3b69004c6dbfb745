import { isNativeApp } from './platform';

/**
 * Where the API is and who is calling. In a browser: this page's own server,
 * with its session cookie (nothing here changes a call). In the native app
 * the page is served from the device (capacitor://localhost,
 * https://localhost): every call goes to the chosen Inkling server with the
 * session token as `Authorization: Bearer` (the app cannot keep the server's
 * cookie: WKWebView and Android's WebView block third-party cookies).
 */

/** The header in which the server hands the native app a new session token. */
export const SESSION_TOKEN_HEADER = 'set-auth-token';

/** The native app was opened before a server was chosen (the server-address screen asks). */
export class NoServerAddressError extends Error {
  override name = 'NoServerAddressError';
  constructor() {
    super('Choose your Inkling server first.');
  }
}

let serverAddress: string | null = null;
let sessionToken: string | null = null;
let loaded: Promise<void> | null = null;

/** Reads the address and the token from the device once (they change through the setters). */
function loadNative(): Promise<void> {
  loaded ??= import('./nativeSession')
    .then(({ loadNativeSession }) => loadNativeSession())
    .then((stored) => {
      serverAddress ??= stored.address;
      sessionToken ??= stored.token;
    });
  return loaded;
}

/** The server the native app talks to, e.g. https://notes.example.com; null before one is chosen. */
export const currentServerAddress = (): string | null => serverAddress;
export const setServerAddress = (address: string | null) => {
  serverAddress = address;
};
/** The session token in use; null signed out or while biometric unlock keeps it locked. */
export const currentSessionToken = (): string | null => sessionToken;
export const setSessionToken = (token: string | null) => {
  sessionToken = token;
};
/** Whether the native app has its server (loaded from the device if need be). */
export async function hasServerAddress(): Promise<boolean> {
  await loadNative();
  return serverAddress !== null;
}

/** The address of an API path: unchanged in a browser, on the chosen server in the app. */
export function apiUrl(path: string): string {
  if (!isNativeApp() || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  if (!serverAddress) throw new NoServerAddressError();
  return `${serverAddress}${path}`;
}

/** The collaboration socket's address (ws: or wss: to match the page, or the server in the app). */
export function collabUrl(): string {
  const { protocol, host } = new URL(isNativeApp() ? apiUrl('/') : window.location.href);
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/collab`;
}

/** What the collaboration socket authenticates with: the cookie in a browser, the token in the app. */
export const collabToken = (): string => (isNativeApp() ? (sessionToken ?? '') : '');

/** The request's headers with the app's bearer token added (in the app, when signed in). */
export function withAuthorization(headers?: HeadersInit): Headers {
  const merged = new Headers(headers);
  if (isNativeApp() && sessionToken) merged.set('Authorization', `Bearer ${sessionToken}`);
  return merged;
}

/**
 * fetch for our API. A browser calls exactly `fetch(path, init)`. The app
 * waits for its stored address and token, calls the server with the token
 * instead of cookies, and keeps any new token the server hands it (sign-in).
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  if (!isNativeApp()) return fetch(path, init);
  await loadNative();
  const response = await fetch(apiUrl(path), {
    ...init,
    credentials: 'omit',
    headers: withAuthorization(init.headers),
  });
  const token = response.headers.get(SESSION_TOKEN_HEADER);
  if (token && token !== sessionToken) {
    sessionToken = token;
    const { saveSessionToken } = await import('./nativeSession');
    await saveSessionToken(token);
  }
  return response;
}

/** Signed out or expired in the app: the token is dead, forget it here and on the device. */
export function forgetNativeSession(): void {
  if (!isNativeApp()) return;
  sessionToken = null;
  void import('./nativeSession').then(({ forgetSessionToken }) => forgetSessionToken());
}

/** Tests: back to a fresh start. */
export function resetServerConnectionForTests(): void {
  serverAddress = null;
  sessionToken = null;
  loaded = null;
}
