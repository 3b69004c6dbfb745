import { Capacitor } from '@capacitor/core';
import type { PreferencesPlugin } from '@capacitor/preferences';
import { storage } from './storage';

/** Device settings of the seed, each stored as `inkling_<name>`. */
export type DeviceSettingKey =
  | 'biometric_enabled'
  | 'biometric_session'
  | 'prompt_biometric'
  // The native app: its Inkling server, and its session token when the Keychain/Keystore is missing.
  | 'server_address'
  | 'session_token';

let preferences: Promise<{ plugin: PreferencesPlugin } | null> | undefined;

/**
 * The native preferences store in the iOS/Android app; none in a browser.
 * Boxed: a promise resolved with a plugin itself would call the plugin's
 * `then` (Capacitor's proxy forwards any name to the native side) and never settle.
 */
function nativePreferences(): Promise<{ plugin: PreferencesPlugin } | null> {
  preferences ??= Capacitor.isNativePlatform()
    ? import('@capacitor/preferences').then((module) => ({ plugin: module.Preferences }))
    : Promise.resolve(null);
  return preferences;
}

/**
 * Device settings: the native preferences store first (it survives the
 * WebView clearing its storage), local storage when there is none or the
 * bridge fails (UNIMPLEMENTED, UNAVAILABLE).
 */
export const deviceSettings = {
  async get(key: DeviceSettingKey): Promise<string | null> {
    try {
      const native = (await nativePreferences())?.plugin;
      if (native) return (await native.get({ key: `inkling_${key}` })).value;
    } catch (error) {
      console.warn(`Native preferences unavailable, using local storage for ${key}`, error);
    }
    return storage.get(key);
  },
  async set(key: DeviceSettingKey, value: string): Promise<void> {
    try {
      const native = (await nativePreferences())?.plugin;
      if (native) return await native.set({ key: `inkling_${key}`, value });
    } catch (error) {
      console.warn(`Native preferences unavailable, using local storage for ${key}`, error);
    }
    storage.set(key, value);
  },
  async remove(key: DeviceSettingKey): Promise<void> {
    try {
      const native = (await nativePreferences())?.plugin;
      if (native) return await native.remove({ key: `inkling_${key}` });
    } catch (error) {
      console.warn(`Native preferences unavailable, using local storage for ${key}`, error);
    }
    storage.remove(key);
  },
};
