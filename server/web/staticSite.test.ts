import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, getTestDatabase, TEST_PUBLIC_URL } from '../test/support';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '@common/routes';
import { readSiteFiles } from './siteFiles';
import { staticSite } from './staticSite';

const inlineScript = 'window.__boot = 1;';
const jsonLd = `{"@type":"BreadcrumbList","item":"${PUBLIC_ORIGIN_PLACEHOLDER}/faq"}`;
let app: App;
let siteRoot: string;

/** A miniature of `build/client`: the shapes React Router writes. */
function writeFixtureSite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'inkling-site-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'pricing'));
  writeFileSync(
    path.join(root, 'index.html'),
    `<html><body>Landing<script>${inlineScript}</script></body></html>`,
  );
  writeFileSync(
    path.join(root, 'pricing/index.html'),
    `<html><head><link rel="canonical" href="${PUBLIC_ORIGIN_PLACEHOLDER}/pricing"/>` +
      `<script type="application/ld+json">${jsonLd}</script></head><body>Pricing</body></html>`,
  );
  writeFileSync(
    path.join(root, 'sitemap.xml'),
    `<urlset><url><loc>${PUBLIC_ORIGIN_PLACEHOLDER}/pricing</loc></url></urlset>`,
  );
  writeFileSync(
    path.join(root, '__spa-fallback.html'),
    '<html><head><title>Inkling</title></head><body>One moment — loading Inkling</body></html>',
  );
  const script = 'console.log("hello from a hashed chunk");'.repeat(50);
  writeFileSync(path.join(root, 'assets/entry-abc123.js'), script);
  writeFileSync(path.join(root, 'assets/entry-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
  return root;
}

beforeAll(async () => {
  siteRoot = writeFixtureSite();
  app = createTestApp(await getTestDatabase(), { site: readSiteFiles(siteRoot) });
});
afterAll(() => rmSync(siteRoot, { recursive: true, force: true }));

describe('the built front end', () => {
  it('serves the prerendered landing page, revalidated on every visit', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Landing');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('serves a prerendered page at its clean path, with or without a trailing slash', async () => {
    for (const url of ['/pricing', '/pricing/']) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Pricing');
    }
  });

  it('caches hashed assets for a year and sends brotli when the browser accepts it', async () => {
    const response = await app.request('/assets/entry-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await app.request('/assets/entry-abc123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('hello from a hashed chunk');
  });

  it('answers a missing asset with a plain 404, never the HTML shell', async () => {
    const response = await app.request('/assets/entry-gone999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it('answers an unknown page with 404 and the app shell, which shows the not-found page', async () => {
    const response = await app.request('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('One moment — loading Inkling');
  });

  it('lists the hash of each inline script in the page policy, and allows no other inline code', async () => {
    const response = await app.request('/');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain(
      'unsafe-inline',
    );
  });

  it('refuses paths that climb out of the site folder', async () => {
    const encodedSlashes = await app.request('/assets/..%2f..%2fpackage.json');
    expect(encodedSlashes.status).toBe(400);
    // Dot segments are resolved by the URL parser before routing: this is just an unknown page.
    const dotSegments = await app.request('/%2e%2e/%2e%2e/etc/passwd');
    expect(dotSegments.status).toBe(404);
    expect(await dotSegments.text()).not.toContain('root:');
  });

  it('writes robots.txt itself, pointing to the sitemap at the public address', async () => {
    const response = await app.request('http://other.example.com/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    // PUBLIC_URL, whatever address the request came to (a shared cache must not learn another).
    expect(text).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });
});

describe('the public address in prerendered files', () => {
  it('replaces the placeholder origin with PUBLIC_URL in pages and the sitemap', async () => {
    const site = staticSite(readSiteFiles(siteRoot)!, 'https://notes.example.com');
    const page = await (await site.request('/pricing')).text();
    expect(page).toContain('<link rel="canonical" href="https://notes.example.com/pricing"/>');
    expect(page).toContain('"item":"https://notes.example.com/faq"');
    expect(page).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);

    const sitemap = await site.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toBe(
      '<urlset><url><loc>https://notes.example.com/pricing</loc></url></urlset>',
    );
  });

  it('uses the address the request came to when no public URL is given', async () => {
    const site = staticSite(readSiteFiles(siteRoot)!);
    const response = await site.request('http://localhost:4321/pricing');
    expect(await response.text()).toContain('href="http://localhost:4321/pricing"');
  });

  it('compresses finished pages for browsers that accept it', async () => {
    const response = await app.request('/pricing', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('hashes executed inline scripts only: JSON-LD is data, not code', async () => {
    const response = await app.request('/pricing');
    const scriptSrc = (response.headers.get('content-security-policy') ?? '')
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
  });

  it('keeps the app shell out of search results', async () => {
    for (const url of ['/dashboard', '/no/such/page']) {
      const response = await app.request(url);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(await response.text()).toContain(
        '<head><meta name="robots" content="noindex, nofollow"><title>',
      );
    }
    const page = await app.request('/pricing');
    expect(page.headers.get('x-robots-tag')).toBeNull();
  });
});
