import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, pluginError, pretendBrowser, pretendNativeApp } from './nativeTestSupport';
import {
  apiFetch,
  apiUrl,
  collabToken,
  collabUrl,
  currentSessionToken,
  forgetNativeSession,
  NoServerAddressError,
  resetServerConnectionForTests,
  setServerAddress,
  setSessionToken,
} from './serverConnection';

/** The Keychain/Keystore as the biometric plugin shows it: one credential per server name. */
const keychain = new Map<string, { username: string; password: string }>();
const biometric = {
  missing: false,
  async isCredentialsSaved({ server }: { server: string }) {
    await this.check();
    return { isSaved: keychain.has(server) };
  },
  async getCredentials({ server }: { server: string }) {
    await this.check();
    const saved = keychain.get(server);
    if (!saved) throw new Error('No credentials found');
    return saved;
  },
  async setCredentials({
    server,
    ...credential
  }: {
    server: string;
    username: string;
    password: string;
  }) {
    await this.check();
    keychain.set(server, credential);
  },
  async deleteCredentials({ server }: { server: string }) {
    await this.check();
    keychain.delete(server);
  },
  check() {
    return this.missing ? Promise.reject(pluginError('UNIMPLEMENTED')) : Promise.resolve();
  },
};
// Capacitor's core would replace the stubbed bridge (window.Capacitor) with its web one; device
// settings then read local storage, as they do when the native Preferences are missing.
vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => false } }));
vi.mock('@capgo/capacitor-native-biometric', () => ({
  NativeBiometric: biometric,
  BiometricAuthError: { USER_CANCEL: 16, APP_CANCEL: 11, SYSTEM_CANCEL: 15, USER_FALLBACK: 17 },
}));

const fetchMock = vi.fn<typeof fetch>();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  keychain.clear();
  biometric.missing = false;
});
afterEach(() => {
  resetServerConnectionForTests();
  vi.unstubAllGlobals();
});

describe('in a browser', () => {
  it('calls fetch with exactly the path and options it was given', async () => {
    pretendBrowser();
    fetchMock.mockResolvedValue(jsonAnswer({ user: null }));
    const init = { credentials: 'same-origin' as const, headers: { Accept: 'application/json' } };
    await apiFetch('/api/session', init);
    expect(fetchMock).toHaveBeenCalledWith('/api/session', init);
    expect(apiUrl('/api/notes')).toBe('/api/notes');
    expect(collabToken()).toBe('');
    expect(collabUrl()).toBe(`ws://${window.location.host}/collab`);
  });
});

describe('in the native app', () => {
  beforeEach(() => pretendNativeApp());

  it('calls the chosen server with the stored token, never with cookies', async () => {
    localStorage.setItem('inkling_server_address', 'https://notes.example.com');
    keychain.set('app.inkling.notes.session', { username: 'session', password: 'tok.sig' });
    fetchMock.mockResolvedValue(jsonAnswer({ user: null }));
    await apiFetch('/api/notes?limit=5', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://notes.example.com/api/notes?limit=5');
    expect(init?.credentials).toBe('omit');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok.sig');
    expect(headers.get('Accept')).toBe('application/json');
    expect(collabUrl()).toBe('wss://notes.example.com/collab');
    expect(collabToken()).toBe('tok.sig');
  });

  it('keeps the token a sign-in hands it, in the Keychain/Keystore', async () => {
    setServerAddress('https://notes.example.com');
    fetchMock.mockResolvedValue(
      jsonAnswer({ user: { id: 'u1' } }, { headers: { 'set-auth-token': 'new.token' } }),
    );
    await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: '{}' });
    expect(currentSessionToken()).toBe('new.token');
    expect(keychain.get('app.inkling.notes.session')?.password).toBe('new.token');
    expect(localStorage.getItem('inkling_session_token')).toBeNull();
  });

  it('keeps the token in Preferences when the Keychain plugin is missing (UNIMPLEMENTED)', async () => {
    biometric.missing = true;
    setServerAddress('https://notes.example.com');
    fetchMock.mockResolvedValue(jsonAnswer({}, { headers: { 'set-auth-token': 'plain.token' } }));
    await apiFetch('/api/auth/sign-in/email', { method: 'POST' });
    // Preferences is local storage when Capacitor's native side is absent (deviceSettings).
    expect(localStorage.getItem('inkling_session_token')).toBe('plain.token');

    resetServerConnectionForTests();
    fetchMock.mockResolvedValue(jsonAnswer({ user: null }));
    localStorage.setItem('inkling_server_address', 'https://notes.example.com');
    await apiFetch('/api/session');
    expect(new Headers(fetchMock.mock.calls.at(-1)![1]?.headers).get('Authorization')).toBe(
      'Bearer plain.token',
    );
  });

  it('starts locked when biometric unlock is on: no token until the person unlocks', async () => {
    localStorage.setItem('inkling_server_address', 'https://notes.example.com');
    localStorage.setItem('inkling_biometric_enabled', 'true');
    keychain.set('app.inkling.notes.session', { username: 'session', password: 'locked.token' });
    fetchMock.mockResolvedValue(jsonAnswer({ user: null }));
    await apiFetch('/api/session');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false);
  });

  it('forgets the token on sign-out or expiry', async () => {
    setServerAddress('https://notes.example.com');
    setSessionToken('dead.token');
    keychain.set('app.inkling.notes.session', { username: 'session', password: 'dead.token' });
    forgetNativeSession();
    await flush();
    await flush();
    expect(currentSessionToken()).toBeNull();
    expect(keychain.size).toBe(0);
  });

  it('refuses to call anywhere before a server is chosen', async () => {
    await expect(apiFetch('/api/session')).rejects.toBeInstanceOf(NoServerAddressError);
    expect(() => apiUrl('/api/notes')).toThrow('Choose your Inkling server first.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
