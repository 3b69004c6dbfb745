import { SERVICE_WORKER_UPDATE_MS } from '@common/constants';
import { Workbox } from 'workbox-window';
import { activateWhenSafe, trackUnsavedInput } from './updateRule';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers /sw.js (seed §4): checks for a new version every
 * SERVICE_WORKER_UPDATE_MS and whenever the tab becomes visible; a new
 * version that has installed is told to skip waiting when a worker already
 * controls the page and nothing typed would be lost (updateRule.ts), and the
 * page reloads once it has taken control. Returns a function that stops the checks.
 */
export function registerServiceWorker(): () => void {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  const tracker = trackUnsavedInput(document);
  const cancels: Array<() => void> = [];

  workbox.addEventListener('waiting', () => {
    cancels.push(
      activateWhenSafe({
        hasController: Boolean(navigator.serviceWorker.controller),
        tracker,
        doc: document,
        activate: () => workbox.messageSkipWaiting(),
      }),
    );
  });
  // A version swap: a page that a worker controlled gets a new one (this tab asked for it, or
  // another tab did). The first worker claiming a page it did not serve changes nothing on
  // screen, even when it started installing on an earlier page: no reload then.
  let controlled = Boolean(navigator.serviceWorker.controller);
  const onControllerChange = () => {
    const wasControlled = controlled;
    controlled = true;
    if (!wasControlled) return;
    cancels.push(
      activateWhenSafe({
        hasController: true,
        tracker,
        doc: document,
        activate: () => window.location.reload(),
      }),
    );
  };
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);

  const checkForUpdate = () => {
    // Offline, or the server restarting: the next check tries again.
    workbox.update().catch(() => undefined);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  };
  void workbox.register().catch((error: unknown) => {
    console.warn('The offline service worker could not be registered', error);
  });
  const timer = setInterval(checkForUpdate, SERVICE_WORKER_UPDATE_MS);
  document.addEventListener('visibilitychange', onVisible);

  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    tracker.stop();
    for (const cancel of cancels) cancel();
  };
}
