import { clientOnlyPathPatterns } from '@common/routes';

/**
 * Which requests the service worker (app/serviceWorker/sw.ts) answers and how.
 * Kept apart from the worker so the rules are plain functions under test.
 */

/** The SPA shell React Router writes; precached, it answers app screens offline. */
export const APP_SHELL_URL = '/__spa-fallback.html';

/**
 * Never answered by the worker, so never cached by it: the API (answers are
 * per user and per moment), share pages (a revoked link must stop working),
 * the collaboration socket, the OCR language data (the photo helper caches it
 * itself) and attachments (behind /api and /share).
 */
export const NEVER_CACHED_PREFIXES = ['/api', '/share', '/shared', '/collab', '/ocr-data'] as const;

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

const screenPatterns = clientOnlyPathPatterns.map((pattern) => pattern.split('/').filter(Boolean));

/** A signed-in screen rendered only in the browser (/dashboard, /note/:id…): the shell serves it. */
export function isAppScreen(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return screenPatterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}

/**
 * A prerendered public page (/, /pricing, /blog/…) or the data React Router
 * fetches to show one after a client-side navigation (`/pricing.data`):
 * cached as it is visited, so a page read online opens offline.
 */
export function isPublicPage(pathname: string, isNavigation: boolean): boolean {
  if (isNeverCached(pathname) || isAppScreen(pathname)) return false;
  if (pathname.startsWith('/assets/')) return false;
  return isNavigation || pathname.endsWith('.data');
}
