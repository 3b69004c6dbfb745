import { deviceSettings } from '@app/lib/deviceSettings';
import { authClient } from '../authClient';
import type { BiometricMechanism, UnlockResult } from './mechanism';

/**
 * Biometric unlock in a browser (seed §4), made real: enabling registers a
 * passkey on this device (Face ID, Touch ID, Windows Hello…) that the server
 * verifies at every unlock. The device keeps only the credential's id, never
 * a session token.
 */

/** True only on a device with a user-verifying platform authenticator. */
export async function isBiometricAvailable(): Promise<boolean> {
  try {
    if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return false;
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

export async function isBiometricEnabled(): Promise<boolean> {
  return (await deviceSettings.get('biometric_enabled')) === 'true';
}

/** Registers this device's passkey; throws the seed's messages on failure. */
export async function enableBiometric(): Promise<void> {
  if (!(await isBiometricAvailable())) throw new Error('Biometric authentication not available');
  const result = await authClient.passkey.addPasskey({
    authenticatorAttachment: 'platform',
    name: describeDevice(),
  });
  if (result.error || !result.data) throw new Error('Authentication failed');
  await deviceSettings.set('biometric_session', result.data.credentialID);
  await deviceSettings.set('biometric_enabled', 'true');
}

/** Forgets this device's passkey here and on the server. */
export async function disableBiometric(): Promise<void> {
  const credentialId = await deviceSettings.get('biometric_session');
  await deviceSettings.remove('biometric_session');
  await deviceSettings.set('biometric_enabled', 'false');
  if (!credentialId) return;
  const passkeys = await authClient.passkey.listUserPasskeys();
  const mine = passkeys.data?.find((key) => key.credentialID === credentialId);
  if (mine) await authClient.passkey.deletePasskey({ id: mine.id });
}

/**
 * After a passkey of the account is deleted: if it was this device's, biometric
 * unlock is off here too. Answers whether it was.
 */
export async function forgetDevicePasskey(credentialId: string): Promise<boolean> {
  if (credentialId !== (await deviceSettings.get('biometric_session'))) return false;
  await deviceSettings.remove('biometric_session');
  await deviceSettings.set('biometric_enabled', 'false');
  return true;
}

/** Signs in with this device's passkey (the server checks the signature). */
export async function unlockWithBiometric(): Promise<UnlockResult> {
  if (!(await isBiometricAvailable())) return 'unavailable';
  try {
    const result = await authClient.signIn.passkey();
    if (!result.error) return 'signed-in';
    return isCancel(result.error) ? 'cancelled' : 'failed';
  } catch (error) {
    return isCancel(error) ? 'cancelled' : 'failed';
  }
}

function isCancel(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : JSON.stringify(error);
  return /NotAllowedError|AbortError|cancel/i.test(text);
}

function describeDevice(): string {
  const agent = navigator.userAgent;
  const platform = /iPhone|iPad/.test(agent)
    ? 'iPhone or iPad'
    : /Android/.test(agent)
      ? 'Android'
      : /Mac/.test(agent)
        ? 'Mac'
        : /Windows/.test(agent)
          ? 'Windows'
          : 'This device';
  return `${platform} (biometric unlock)`;
}

export const passkeyUnlock: BiometricMechanism = {
  isAvailable: isBiometricAvailable,
  isEnabled: isBiometricEnabled,
  enable: enableBiometric,
  disable: disableBiometric,
  unlock: unlockWithBiometric,
};
