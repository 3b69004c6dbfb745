import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, pluginError, pretendBrowser, pretendNativeApp } from './nativeTestSupport';

const keychain = new Map<string, { username: string; password: string }>();
const plugin = {
  isAvailable: vi.fn(),
  verifyIdentity: vi.fn(),
  isCredentialsSaved: vi.fn(({ server }: { server: string }) =>
    Promise.resolve({ isSaved: keychain.has(server) }),
  ),
  getCredentials: vi.fn(({ server }: { server: string }) =>
    keychain.has(server)
      ? Promise.resolve(keychain.get(server)!)
      : Promise.reject(new Error('No credentials found')),
  ),
  setCredentials: vi.fn(
    ({ server, ...rest }: { server: string; username: string; password: string }) => {
      keychain.set(server, rest);
      return Promise.resolve();
    },
  ),
  deleteCredentials: vi.fn(({ server }: { server: string }) => {
    keychain.delete(server);
    return Promise.resolve();
  }),
};
vi.mock('@capgo/capacitor-native-biometric', () => ({
  NativeBiometric: plugin,
  BiometricAuthError: { USER_CANCEL: 16, APP_CANCEL: 11, SYSTEM_CANCEL: 15, USER_FALLBACK: 17 },
}));
vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => false } }));
// The browser's mechanism, to see which one the screens' calls reach.
const passkeys = vi.hoisted(() => ({
  isAvailable: vi.fn(() => Promise.resolve(false)),
  isEnabled: vi.fn(() => Promise.resolve(false)),
  enable: vi.fn(),
  disable: vi.fn(),
  unlock: vi.fn(() => Promise.resolve('unavailable')),
}));
vi.mock('@app/auth/biometric/passkeyUnlock', () => ({
  passkeyUnlock: passkeys,
  forgetDevicePasskey: vi.fn(),
}));

const SESSION = 'app.inkling.notes.session';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.resetModules();
  keychain.clear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  plugin.isAvailable.mockResolvedValue({ isAvailable: true });
  plugin.verifyIdentity.mockResolvedValue(undefined);
});
afterEach(() => vi.unstubAllGlobals());

/** The screens' module, fresh (it picks its mechanism once). */
const screens = () => import('@app/auth/biometric');
/** The same fresh copy of the connection the mechanism uses. */
const connection = () => import('./serverConnection');

describe('the screens’ biometric calls', () => {
  it('use passkeys in a browser', async () => {
    pretendBrowser();
    const biometric = await screens();
    await expect(biometric.unlockWithBiometric()).resolves.toBe('unavailable');
    expect(passkeys.unlock).toHaveBeenCalled();
    expect(plugin.verifyIdentity).not.toHaveBeenCalled();
  });

  it('use the native prompt and the Keychain in the app', async () => {
    pretendNativeApp();
    const biometric = await screens();
    await expect(biometric.isBiometricAvailable()).resolves.toBe(true);
    expect(plugin.isAvailable).toHaveBeenCalled();
    expect(passkeys.isAvailable).not.toHaveBeenCalled();
  });
});

describe('native biometric unlock', () => {
  beforeEach(async () => {
    pretendNativeApp();
    (await connection()).setServerAddress('https://notes.example.com');
  });

  it('turns on with the current session kept in the Keychain, after the face or finger matched', async () => {
    (await connection()).setSessionToken('live.token');
    const biometric = await screens();
    await biometric.enableBiometric();
    expect(plugin.verifyIdentity).toHaveBeenCalled();
    expect(keychain.get(SESSION)?.password).toBe('live.token');
    expect(localStorage.getItem('inkling_biometric_enabled')).toBe('true');
    await expect(biometric.isBiometricEnabled()).resolves.toBe(true);
    await biometric.disableBiometric();
    await expect(biometric.isBiometricEnabled()).resolves.toBe(false);
  });

  it('refuses to turn on with the seed’s messages', async () => {
    const biometric = await screens();
    (await connection()).setSessionToken('live.token');
    plugin.verifyIdentity.mockRejectedValueOnce(pluginError('10', 'Authentication failed.'));
    await expect(biometric.enableBiometric()).rejects.toThrow('Authentication failed');
    plugin.isAvailable.mockRejectedValueOnce(pluginError('UNIMPLEMENTED'));
    await expect(biometric.enableBiometric()).rejects.toThrow(
      'Biometric authentication not available',
    );
    (await connection()).setSessionToken(null);
    await expect(biometric.enableBiometric()).rejects.toThrow('Please sign in with your password');
  });

  it('unlocks: the stored session goes back into use when the server still knows it', async () => {
    keychain.set(SESSION, { username: 'session', password: 'stored.token' });
    fetchMock.mockResolvedValue(jsonAnswer({ user: { id: 'u1' } }));
    const biometric = await screens();
    await expect(biometric.unlockWithBiometric()).resolves.toBe('signed-in');
    expect((await connection()).currentSessionToken()).toBe('stored.token');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe(
      'Bearer stored.token',
    );
  });

  it('answers cancelled, unavailable and failed as the sign-in screen expects', async () => {
    keychain.set(SESSION, { username: 'session', password: 'stored.token' });
    const biometric = await screens();
    plugin.verifyIdentity.mockRejectedValueOnce(pluginError('16', 'User cancelled.'));
    await expect(biometric.unlockWithBiometric()).resolves.toBe('cancelled');
    plugin.verifyIdentity.mockRejectedValueOnce(pluginError('UNAVAILABLE'));
    await expect(biometric.unlockWithBiometric()).resolves.toBe('unavailable');
    plugin.isAvailable.mockRejectedValueOnce(pluginError('UNIMPLEMENTED'));
    await expect(biometric.unlockWithBiometric()).resolves.toBe('unavailable');
    plugin.verifyIdentity.mockRejectedValueOnce(pluginError('10', 'Not recognised.'));
    await expect(biometric.unlockWithBiometric()).resolves.toBe('failed');
    expect((await connection()).currentSessionToken()).toBeNull();
    // A session revoked meanwhile: the face matched, but nothing is signed in.
    fetchMock.mockResolvedValue(jsonAnswer({ user: null }));
    await expect(biometric.unlockWithBiometric()).resolves.toBe('failed');
    expect((await connection()).currentSessionToken()).toBeNull();
  });
});
