import { useEffect } from 'react';
import { useAuth } from '@app/auth/AuthProvider';
import { afterLoadWhenIdle } from '@app/lib/idleWork';
import { listenForInstallPrompt } from './installPrompt';
import { requestPersistentStorage } from './persistentStorage';

/**
 * Mounted once in the root: registers the service worker in the browser only
 * (after the load event, once the browser is idle, so never while
 * prerendering nor during the first screen's load; production builds only, as
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
    // After the page has loaded, when the browser is idle: the registration's code, and the
    // service worker's own start and precaching, never compete with the first screen.
    const cancelStart = afterLoadWhenIdle(() => {
      void Promise.all([import('@capacitor/core'), import('./registerServiceWorker')]).then(
        ([{ Capacitor }, { registerServiceWorker }]) => {
          if (cancelled || Capacitor.isNativePlatform()) return;
          stop = registerServiceWorker();
        },
      );
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, []);

  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) void requestPersistentStorage();
  }, [signedIn]);

  return null;
}
