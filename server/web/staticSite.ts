import { serveStatic } from '@hono/node-server/serve-static';
import { clientOnlyPathPatterns } from '@common/routes';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { matchPath } from 'react-router';
import type { AppEnv } from '../http/types';
import { SPA_FALLBACK_FILE, type SiteFiles } from './siteFiles';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * Serves the built front end: hashed assets cached forever, prerendered pages
 * and the SPA shell always revalidated, `.br`/`.gz` siblings when the browser
 * accepts them. A path that is neither a file, a prerendered page nor an app
 * screen gets the shell with status 404, and the browser shows the not-found page.
 */
export function staticSite(site: SiteFiles) {
  const app = new Hono<AppEnv>();

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const requestPath = decodePath(c.req.path);
    if (requestPath === undefined) return c.text('Bad request', 400);
    const relative = requestPath.replace(/^\/+/, '');

    if (relative && site.has(relative)) {
      const cacheControl = relative.startsWith('assets/')
        ? IMMUTABLE
        : relative.endsWith('.html')
          ? REVALIDATE
          : SHORT;
      return serveFile(c, next, site, relative, cacheControl);
    }
    if (relative.startsWith('assets/')) {
      // Never answer a missing script with HTML: the browser would try to run it.
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    const page = relative.replace(/\/$/, '');
    const prerendered = page ? `${page}/index.html` : 'index.html';
    if (site.has(prerendered)) return serveFile(c, next, site, prerendered, REVALIDATE);

    const fallback = site.has(SPA_FALLBACK_FILE) ? SPA_FALLBACK_FILE : 'index.html';
    const response = await serveFile(c, next, site, fallback, REVALIDATE);
    if (!response || isAppScreen(requestPath)) return response;
    return new Response(response.body, { status: 404, headers: response.headers });
  });

  return app;
}

async function serveFile<P extends string>(
  c: Context<AppEnv, P>,
  next: () => Promise<void>,
  site: SiteFiles,
  relative: string,
  cacheControl: string,
): Promise<Response | undefined> {
  // Headers go on the context first: serveStatic builds its response before `onFound` runs.
  c.header('Cache-Control', cacheControl);
  if (relative.endsWith('.html')) {
    c.header('Content-Security-Policy', site.contentSecurityPolicy(relative));
  }
  const handler = serveStatic<AppEnv>({ root: site.root, path: relative, precompressed: true });
  return (await handler(c, next)) ?? undefined;
}

function isAppScreen(requestPath: string): boolean {
  return clientOnlyPathPatterns.some((pattern) => matchPath(pattern, requestPath) !== null);
}

function decodePath(requestPath: string): string | undefined {
  try {
    const decoded = decodeURIComponent(requestPath);
    return decoded.includes('\0') || decoded.split('/').includes('..') ? undefined : decoded;
  } catch {
    return undefined;
  }
}
