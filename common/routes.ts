/**
 * The route map as both sides need it. The front end declares its screens in
 * `app/routes.ts`; the server uses these lists to answer 200 for a real screen
 * and 404 for any other path (the browser still renders the not-found page).
 */

/**
 * Pages are prerendered before anyone knows the address they will be served
 * at, so absolute URLs (canonical, Open Graph, JSON-LD, sitemap) are written
 * with this origin and the server swaps in `PUBLIC_URL` as it sends them.
 * It must never appear in an executed script: inline scripts are hashed for
 * the Content-Security-Policy at start, before the swap.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://public-origin.inkling.invalid';

/** Competitors with a /compare/<slug> page (content/competitors.ts holds their data). */
export const comparedApps = [
  'notion',
  'evernote',
  'apple-notes',
  'google-keep',
  'onenote',
  'obsidian',
] as const;

/** Competitors with a students' comparison at /compare/<slug>-students. */
export const studentComparedApps = ['notion', 'evernote', 'onenote'] as const;

/** Competitors with an /alternative/<slug> page. */
export const alternativeApps = [
  'evernote',
  'notion',
  'apple-notes',
  'google-keep',
  'onenote',
] as const;

/** Standalone pages from content/pages/<name>.md, by path. */
export const contentPages = {
  '/for/students': 'for-students',
  '/for/professionals': 'for-professionals',
  '/for/writers': 'for-writers',
  '/guides/digital-note-taking': 'guides-digital-note-taking',
  '/guides/ai-note-taking': 'guides-ai-note-taking',
  '/ai-digital-notebook': 'ai-digital-notebook',
  '/privacy': 'privacy',
} as const;
export type ContentPagePath = keyof typeof contentPages;

/** Public pages that search engines should not index (they still get prerendered). */
export const noindexPaths = ['/login', '/signup', '/forgot-password'] as const;

/**
 * Public pages written to static HTML at build time. Blog posts are added by
 * `react-router.config.ts`, which lists `content/blog/` (this file also ships
 * to the browser, so it cannot read the disk).
 */
// Built in a pure call so that bundles which only need a constant from this file (the browser's)
// can leave the whole list out.
export const prerenderedPaths = /* @__PURE__ */ (() =>
  [
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/pricing',
    '/demo-setup',
    '/changelog',
    '/templates',
    '/templates/free',
    '/compare',
    ...comparedApps.map((app) => `/compare/${app}`),
    ...studentComparedApps.map((app) => `/compare/${app}-students`),
    ...alternativeApps.map((app) => `/alternative/${app}`),
    '/blog',
    '/faq',
    ...(Object.keys(contentPages) as ContentPagePath[]),
  ] as const)();

/** Files generated at build time by resource routes, with the placeholder origin inside. */
export const prerenderedFiles = ['/sitemap.xml'] as const;

/**
 * Screens rendered only in the browser (signed-in app screens), as
 * React Router patterns. The server serves the SPA shell for them with 200.
 */
export const clientOnlyPathPatterns: readonly string[] = [
  '/dashboard',
  '/note/:id',
  '/journal',
  '/habits',
  '/assistant',
  '/timeline',
  '/tags',
  '/trash',
  '/settings',
  '/reset-password',
];

/** Screens whose code is fetched in the background right after start. */
export const backgroundPreloadPaths = ['/pricing', '/dashboard', '/login', '/signup'] as const;
