/**
 * The route map as both sides need it. The front end declares its screens in
 * `app/routes.ts`; the server uses these lists to answer 200 for a real screen
 * and 404 for any other path (the browser still renders the not-found page).
 */

/** Public pages written to static HTML at build time. */
export const prerenderedPaths = ['/', '/login', '/signup', '/forgot-password', '/pricing'] as const;

/**
 * Screens rendered only in the browser (signed-in app screens), as
 * React Router patterns. The server serves the SPA shell for them with 200.
 */
export const clientOnlyPathPatterns: readonly string[] = [
  '/dashboard',
  '/note/:id',
  '/timeline',
  '/tags',
  '/trash',
  '/settings',
  '/reset-password',
];

/** Screens whose code is fetched in the background right after start. */
export const backgroundPreloadPaths = ['/pricing', '/dashboard', '/login', '/signup'] as const;
