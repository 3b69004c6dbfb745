import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, getTestDatabase } from '../test/support';
import { readSiteFiles } from './siteFiles';

let app: App;
let siteRoot: string;

/** The files scripts/build-service-worker.ts adds to `build/client`. */
function writeFixtureSite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'inkling-sw-site-'));
  writeFileSync(path.join(root, 'index.html'), '<html><body>Landing</body></html>');
  writeFileSync(
    path.join(root, '__spa-fallback.html'),
    '<html><body><script>window.__boot = 1;</script></body></html>',
  );
  const worker = 'self.__precache = [];'.repeat(100);
  writeFileSync(path.join(root, 'sw.js'), worker);
  writeFileSync(path.join(root, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(path.join(root, 'manifest.webmanifest'), JSON.stringify({ name: 'Inkling' }));
  return root;
}

beforeAll(async () => {
  siteRoot = writeFixtureSite();
  app = createTestApp(await getTestDatabase(), { site: readSiteFiles(siteRoot) });
});
afterAll(() => rmSync(siteRoot, { recursive: true, force: true }));

describe('the service worker and the web app manifest', () => {
  it('serves /sw.js revalidated on every check, so a new version is seen at once', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await app.request('/sw.js', { headers: { 'Accept-Encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    }
  });

  it('serves the manifest as application/manifest+json, revalidated', async () => {
    const response = await app.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ name: 'Inkling' });
  });

  it("lets pages register the worker and read the manifest (worker-src and manifest-src 'self')", async () => {
    for (const url of ['/', '/dashboard']) {
      const policy = (await app.request(url)).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("manifest-src 'self'");
    }
  });
});
