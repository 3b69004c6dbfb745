import { NativeBiometric } from '@capgo/capacitor-native-biometric';
import { deviceSettings } from '@app/lib/deviceSettings';
import { isMissingFeature } from './pluginErrors';
import { BUILT_IN_SERVER_ADDRESS } from './serverAddress';
import { setSessionToken } from './serverConnection';

/**
 * The native app's session token on the device: in the Keychain (iOS) or the
 * Keystore (Android) through the biometric plugin's credential store, which
 * only this app can read. A build without that plugin (UNIMPLEMENTED /
 * UNAVAILABLE) keeps it in Capacitor Preferences instead, the app's private
 * storage: still out of other apps' reach, but not hardware-encrypted.
 */
const KEYCHAIN_SERVER = 'app.inkling.notes.session';
const KEYCHAIN_USER = 'session';

async function readStoredToken(): Promise<string | null> {
  try {
    const saved = await NativeBiometric.isCredentialsSaved({ server: KEYCHAIN_SERVER });
    if (saved.isSaved) {
      const { password } = await NativeBiometric.getCredentials({ server: KEYCHAIN_SERVER });
      if (password) return password;
    }
  } catch (error) {
    if (!isMissingFeature(error)) console.warn('Could not read the Keychain/Keystore', error);
  }
  return deviceSettings.get('session_token');
}

/** Whether the device keeps a session token (biometric unlock has something to unlock). */
export async function hasStoredSessionToken(): Promise<boolean> {
  return (await readStoredToken().catch(() => null)) !== null;
}

/**
 * What the app starts with: its server (built in, else the one chosen on
 * this device) and its session token, unless biometric unlock is on: then
 * the token stays locked until the person unlocks (unlockSessionToken).
 */
export async function loadNativeSession(): Promise<{
  address: string | null;
  token: string | null;
}> {
  const address = BUILT_IN_SERVER_ADDRESS ?? (await deviceSettings.get('server_address'));
  const locked = (await deviceSettings.get('biometric_enabled')) === 'true';
  const token = locked ? null : await readStoredToken().catch(() => null);
  return { address, token };
}

/** After the person proved who they are: the stored token goes back into use. */
export async function unlockSessionToken(): Promise<string | null> {
  const token = await readStoredToken();
  setSessionToken(token);
  return token;
}

export async function saveSessionToken(token: string): Promise<void> {
  setSessionToken(token);
  try {
    await NativeBiometric.setCredentials({
      server: KEYCHAIN_SERVER,
      username: KEYCHAIN_USER,
      password: token,
    });
    await deviceSettings.remove('session_token');
    return;
  } catch (error) {
    // A store that fails must not cost the sign-in: the app's private Preferences keep it.
    if (!isMissingFeature(error)) console.warn('Could not write the Keychain/Keystore', error);
  }
  await deviceSettings.set('session_token', token);
}

export async function forgetSessionToken(): Promise<void> {
  setSessionToken(null);
  try {
    await NativeBiometric.deleteCredentials({ server: KEYCHAIN_SERVER });
  } catch (error) {
    // Nothing saved is fine; a missing store means the token sits in Preferences.
    if (!isMissingFeature(error)) console.warn('Could not remove the session token', error);
  }
  await deviceSettings.remove('session_token');
}
