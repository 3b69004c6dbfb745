import { isNativeApp } from '@app/native/platform';
import type { BiometricMechanism, UnlockResult } from './biometric/mechanism';

export type { UnlockResult } from './biometric/mechanism';
import { passkeyUnlock } from './biometric/passkeyUnlock';
export { forgetDevicePasskey } from './biometric/passkeyUnlock';

/**
 * Biometric unlock (seed §4) for the screens: the same calls, texts and
 * toasts everywhere; behind them a passkey in a browser, the native
 * biometric prompt and the Keychain/Keystore in the iOS and Android app.
 */
let mechanism: Promise<BiometricMechanism> | undefined;
function current(): Promise<BiometricMechanism> {
  mechanism ??= isNativeApp()
    ? import('@app/native/nativeBiometric').then((module) => module.nativeUnlock)
    : Promise.resolve(passkeyUnlock);
  return mechanism;
}

export const isBiometricAvailable = async (): Promise<boolean> => (await current()).isAvailable();
export const isBiometricEnabled = async (): Promise<boolean> => (await current()).isEnabled();
export const enableBiometric = async (): Promise<void> => (await current()).enable();
export const disableBiometric = async (): Promise<void> => (await current()).disable();
export const unlockWithBiometric = async (): Promise<UnlockResult> => (await current()).unlock();
