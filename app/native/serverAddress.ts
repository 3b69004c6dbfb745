import { deviceSettings } from '@app/lib/deviceSettings';
import { setServerAddress } from './serverConnection';

/**
 * The Inkling server built into this app (`INKLING_SERVER_URL` at
 * `npm run cap:sync`), or undefined: then the app asks on first launch.
 */
export const BUILT_IN_SERVER_ADDRESS: string | undefined =
  (import.meta.env.VITE_INKLING_SERVER_URL as string | undefined)?.replace(/\/+$/, '') || undefined;

export type AddressCheck = { ok: true; address: string } | { ok: false; message: string };

/**
 * What a person typed, as a server origin: `notes.example.com` becomes
 * https://notes.example.com; a path, query or password is refused, since
 * Inkling answers at the root of its address.
 */
export function normalizeServerAddress(input: string): AddressCheck {
  const text = input.trim().replace(/\/+$/, '');
  if (!text) return { ok: false, message: 'Enter the address of your Inkling server.' };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: `“${text}” is not a web address. Try notes.example.com.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, message: 'The address must start with https:// (or http://).' };
  if (url.username || url.password)
    return { ok: false, message: 'Leave the user name and password out of the address.' };
  if (url.pathname !== '/' || url.search || url.hash)
    return {
      ok: false,
      message: `Use the server’s address alone, without a path: ${url.origin}`,
    };
  return { ok: true, address: url.origin };
}

const CHECK_TIMEOUT_MS = 10_000;

/**
 * Asks the server at `address` for its health (`/api/health`): the address
 * is taken only when an Inkling server answers there, and the message says
 * what went wrong otherwise.
 */
export async function checkServerAddress(
  input: string,
  fetchImpl: typeof fetch = fetch,
): Promise<AddressCheck> {
  const normalized = normalizeServerAddress(input);
  if (!normalized.ok) return normalized;
  const { address } = normalized;
  const host = new URL(address).host;
  let response: Response;
  try {
    response = await fetchImpl(`${address}/api/health`, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  } catch (error) {
    return {
      ok: false,
      message:
        error instanceof DOMException && error.name === 'TimeoutError'
          ? `${host} did not answer within ${CHECK_TIMEOUT_MS / 1000} seconds. Check the address and your connection.`
          : `Could not reach ${host}. Check the address and your connection, and that the server allows this app (NATIVE_APP_ORIGINS).`,
    };
  }
  const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
  if (response.status === 503)
    return {
      ok: false,
      message: `${host} is an Inkling server, but its database is not answering. Try again in a moment.`,
    };
  if (!response.ok || body?.status !== 'ok')
    return {
      ok: false,
      message: `${host} answered, but it is not an Inkling server (HTTP ${response.status}).`,
    };
  return { ok: true, address };
}

/**
 * Uses this server from now on. Answers whether it replaced another one: the
 * caller then signs this device out (that server's session and data are not
 * this one's).
 */
export async function saveServerAddress(address: string): Promise<boolean> {
  const previous = await deviceSettings.get('server_address');
  await deviceSettings.set('server_address', address);
  setServerAddress(address);
  return previous !== null && previous !== address;
}
