import { useEffect } from 'react';
import { useAuth } from '@app/auth/AuthProvider';
import { listenForInstallPrompt } from './installPrompt';
import { requestPersistentStorage } from './persistentStorage';

/**
 * Mounted once in the root: registers the service worker in the browser only
 * (after an effect, so never while prerendering; production builds only, as
 * the dev server has no /sw.js; never in the native app, which ships its
 * assets), keeps the install offer, and asks for persistent storage after sign-in.
 */
export function ServiceWorker() {
  const { user } = useAuth();

  useEffect(() => listenForInstallPrompt(), []);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Loaded on demand: public pages do not pay for the registration code up front.
    void Promise.all([import('@capacitor/core'), import('./registerServiceWorker')]).then(
      ([{ Capacitor }, { registerServiceWorker }]) => {
        if (cancelled || Capacitor.isNativePlatform()) return;
        stop = registerServiceWorker();
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) void requestPersistentStorage();
  }, [signedIn]);

  return null;
}
