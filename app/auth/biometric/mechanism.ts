export type UnlockResult = 'signed-in' | 'unavailable' | 'cancelled' | 'failed';

/**
 * How this device does biometric unlock: passkeys in a browser
 * (passkeyUnlock), the Keychain/Keystore in the native app (nativeUnlock).
 * The screens, texts and toasts are the same for both.
 */
export interface BiometricMechanism {
  /** True only when the device can verify its owner (Face ID, Touch ID, fingerprint…). */
  isAvailable(): Promise<boolean>;
  /** Turned on for this device, with something to unlock. */
  isEnabled(): Promise<boolean>;
  /** Turns it on; throws the seed's message ('Authentication failed' …) when it cannot. */
  enable(): Promise<void>;
  disable(): Promise<void>;
  /** Checks the person and signs them in. */
  unlock(): Promise<UnlockResult>;
}
