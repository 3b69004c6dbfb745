/// <reference lib="webworker" />
/**
 * The service worker at /sw.js (built by scripts/build-service-worker.ts):
 * precaches the app shell and the screens' code, answers app screens from the
 * network with the shell as the offline fallback, keeps public pages as they
 * are visited, and leaves everything else (the API, share pages, the
 * collaboration socket, OCR data) to the network untouched.
 *
 * A new version waits until the page asks it to take over (SKIP_WAITING, sent
 * by registerServiceWorker.ts when no unsaved typing would be lost).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { APP_SHELL_URL, isAppScreen, isPublicPage } from './workerRoutes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** How long a navigation waits for the server before the cached copy answers. */
const NETWORK_TIMEOUT_SECONDS = 6;
const PAGES_CACHE = 'inkling-pages';

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING')
    void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit is controlled at once, so it already works offline after one load.
clientsClaim();

const shellWhenOffline = {
  handlerDidError: async () => (await matchPrecache(APP_SHELL_URL)) ?? Response.error(),
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isAppScreen(url.pathname),
  new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [shellWhenOffline] }),
);

const pagesCache = {
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
};
const pagesExpiration = () =>
  new ExpirationPlugin({
    maxEntries: 80,
    maxAgeSeconds: 30 * 24 * 60 * 60,
    purgeOnQuotaError: true,
  });

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && isPublicPage(url.pathname, true),
  // Offline and never visited: the shell, whose router shows the page or the error screen.
  new NetworkFirst({ ...pagesCache, plugins: [pagesExpiration(), shellWhenOffline] }),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    request.mode !== 'navigate' &&
    sameOrigin(url) &&
    isPublicPage(url.pathname, false),
  new NetworkFirst({ ...pagesCache, plugins: [pagesExpiration()] }),
);
