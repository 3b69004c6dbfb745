import { vi } from 'vitest';

/**
 * Tests of the native app's code: the page as Capacitor's bridge makes it
 * look (window.Capacitor says native) or as a browser (no bridge). The
 * plugins themselves are stubbed in each test file.
 */
export function pretendNativeApp(): void {
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
}

export function pretendBrowser(): void {
  vi.stubGlobal('Capacitor', undefined);
}

/** A Capacitor plugin rejection with its code (UNIMPLEMENTED, UNAVAILABLE, or the plugin's own). */
export function pluginError(code: string, message = `Plugin error ${code}`): Error {
  return Object.assign(new Error(message), { code });
}

/** A JSON answer of the API. */
export const jsonAnswer = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
