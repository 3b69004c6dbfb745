import { serveStatic } from '@hono/node-server/serve-static';
import { clientOnlyPathPatterns } from '@common/routes';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { matchPath } from 'react-router';
import type { AppEnv } from '../http/types';
import { createPageFinisher, type FinishedPage } from './publicPages';
import { robotsTxt } from './robotsTxt';
import { SPA_FALLBACK_FILE, type SiteFiles } from './siteFiles';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
/** The service worker and the manifest: a browser checking for a new version must see it at once. */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

const contentTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/**
 * Serves the built front end: hashed assets cached forever, prerendered pages
 * and the SPA shell always revalidated, `.br`/`.gz` siblings when the browser
 * accepts them. A path that is neither a file, a prerendered page nor an app
 * screen gets the shell with status 404, and the browser shows the not-found page.
 * Pages and the sitemap get the public address written in (see publicPages.ts):
 * `publicUrl` when given, else the address the request came to.
 */
export function staticSite(site: SiteFiles, publicUrl?: string) {
  const app = new Hono<AppEnv>();
  const finishPage = createPageFinisher(site, publicUrl);

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const requestPath = decodePath(c.req.path);
    if (requestPath === undefined) return c.text('Bad request', 400);
    const relative = requestPath.replace(/^\/+/, '');
    const origin = publicUrl ?? new URL(c.req.url).origin;

    if (relative === 'robots.txt') {
      c.header('Cache-Control', SHORT);
      return c.text(robotsTxt(origin));
    }
    if (relative && site.has(relative)) {
      const finished = finishPage(relative, origin);
      if (finished) return sendFinished(c, finished, relative, REVALIDATE);
      const cacheControl = relative.startsWith('assets/')
        ? IMMUTABLE
        : ALWAYS_REVALIDATED.has(relative)
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
    const finishedPage = finishPage(prerendered, origin);
    if (finishedPage) return sendFinished(c, finishedPage, prerendered, REVALIDATE);

    const fallback = site.has(SPA_FALLBACK_FILE) ? SPA_FALLBACK_FILE : 'index.html';
    const shell = finishPage(fallback, origin);
    if (!shell) return serveFile(c, next, site, fallback, REVALIDATE);
    // Search engines also read the header, even on a response they do not parse as HTML.
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return sendFinished(c, shell, fallback, REVALIDATE, isAppScreen(requestPath) ? 200 : 404);
  });

  return app;
}

function sendFinished<P extends string>(
  c: Context<AppEnv, P>,
  page: FinishedPage,
  relative: string,
  cacheControl: string,
  status: 200 | 404 = 200,
): Response {
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const [body, encoding] = /\bbr\b/.test(accepted)
    ? [page.br, 'br']
    : /\bgzip\b/.test(accepted)
      ? [page.gzip, 'gzip']
      : [page.body, undefined];
  c.header('Cache-Control', cacheControl);
  c.header('Content-Type', contentTypes[relative.split('.').pop() ?? ''] ?? 'text/plain');
  c.header('Vary', 'Accept-Encoding');
  if (encoding) c.header('Content-Encoding', encoding);
  if (page.contentSecurityPolicy) c.header('Content-Security-Policy', page.contentSecurityPolicy);
  return c.req.method === 'HEAD' ? c.body(null, status) : c.body(body, status);
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
