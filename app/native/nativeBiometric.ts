import { BiometricAuthError, NativeBiometric } from '@capgo/capacitor-native-biometric';
import type { BiometricMechanism, UnlockResult } from '@app/auth/biometric/mechanism';
import { deviceSettings } from '@app/lib/deviceSettings';
import { hasStoredSessionToken, saveSessionToken, unlockSessionToken } from './nativeSession';
import { isCancelled, isMissingFeature } from './pluginErrors';
import { apiFetch, currentSessionToken, setSessionToken } from './serverConnection';

/**
 * Biometric unlock in the iOS and Android app: Face ID, Touch ID or
 * Android's BiometricPrompt through @capgo/capacitor-native-biometric. The
 * session token lives in the Keychain/Keystore (nativeSession); with
 * biometric unlock on, the app starts locked and the token is read only
 * after the person's face or finger matched.
 */
const cancelCodes = new Set<unknown>([
  BiometricAuthError.USER_CANCEL,
  BiometricAuthError.APP_CANCEL,
  BiometricAuthError.SYSTEM_CANCEL,
  BiometricAuthError.USER_FALLBACK,
  String(BiometricAuthError.USER_CANCEL),
  String(BiometricAuthError.APP_CANCEL),
  String(BiometricAuthError.SYSTEM_CANCEL),
  String(BiometricAuthError.USER_FALLBACK),
]);

type Verification = 'verified' | 'unavailable' | 'cancelled' | 'failed';

async function verify(reason: string): Promise<Verification> {
  try {
    await NativeBiometric.verifyIdentity({
      reason,
      title: 'Inkling',
      subtitle: reason,
      negativeButtonText: 'Use password',
    });
    return 'verified';
  } catch (error) {
    if (isMissingFeature(error)) return 'unavailable';
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
    return cancelCodes.has(code) || isCancelled(error) ? 'cancelled' : 'failed';
  }
}

async function isAvailable(): Promise<boolean> {
  try {
    return (await NativeBiometric.isAvailable({ useFallback: false })).isAvailable;
  } catch {
    // UNIMPLEMENTED / UNAVAILABLE: a build or device without it.
    return false;
  }
}

export const nativeUnlock: BiometricMechanism = {
  isAvailable,
  async isEnabled() {
    if ((await deviceSettings.get('biometric_enabled')) !== 'true') return false;
    return hasStoredSessionToken();
  },
  async enable() {
    if (!(await isAvailable())) throw new Error('Biometric authentication not available');
    const token = currentSessionToken();
    if (!token) throw new Error('Please sign in with your password');
    if ((await verify('Turn on biometric unlock')) !== 'verified')
      throw new Error('Authentication failed');
    await saveSessionToken(token);
    await deviceSettings.set('biometric_enabled', 'true');
  },
  async disable() {
    await deviceSettings.set('biometric_enabled', 'false');
  },
  async unlock(): Promise<UnlockResult> {
    if (!(await isAvailable())) return 'unavailable';
    const verified = await verify('Unlock Inkling');
    if (verified !== 'verified') return verified;
    if (!(await unlockSessionToken())) return 'failed';
    // The stored session may have been revoked meanwhile: only a live one signs in.
    const answer = await apiFetch('/api/session', { headers: { Accept: 'application/json' } });
    const body = answer.ok ? ((await answer.json()) as { user: unknown }) : null;
    if (body?.user) return 'signed-in';
    setSessionToken(null);
    return 'failed';
  },
};
