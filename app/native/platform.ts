/**
 * Whether the page runs inside the iOS or Android app. Capacitor's native
 * side puts its bridge on `window.Capacitor` before any script runs, so this
 * needs no import (the public pages load this file and stay small).
 */
export function isNativeApp(): boolean {
  if (typeof window === 'undefined') return false;
  const bridge = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}

/** The screen where the native app asks which Inkling server to use. */
export const SERVER_ADDRESS_PATH = '/app/server';
