/**
 * `npm run bench:pwa`: is the built app installable, and what does its
 * service worker download at install? Needs `npm run build` (honours
 * INKLING_BUILD_DIR).
 *
 * Lighthouse 12 removed the PWA category and with it every installability
 * audit (`installable-manifest`, `service-worker`, `maskable-icon`…): 12.8.2
 * has no gatherer that reports it. So installability comes from Chromium
 * itself, through the DevTools protocol (`Page.getInstallabilityErrors`, the
 * check behind the browser's install button, and `Page.getAppManifest` for
 * manifest parse errors) in a real profile (incognito is never installable).
 * Lighthouse 12.8.2 still runs on the landing page and the dashboard shell
 * with the worker registered, for its best-practices category (console
 * errors, deprecated APIs) and the load cost.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { removeDataDir, startServer } from '../e2e/support/server';
import { clientBuildDir, serverBundle } from '../scripts/buildPaths';

const workerFile = path.join(clientBuildDir, 'sw.js');
if (!existsSync(serverBundle) || !existsSync(workerFile)) {
  console.error('No build with a service worker found: run `npm run build` first.');
  process.exit(1);
}

function precacheSize() {
  const worker = readFileSync(workerFile, 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  let raw = 0;
  let gzipped = 0;
  for (const url of urls) {
    const content = readFileSync(path.join(clientBuildDir, url));
    raw += content.length;
    gzipped += gzipSync(content).length;
  }
  return { files: urls.length, rawKB: Math.round(raw / 1024), gzipKB: Math.round(gzipped / 1024) };
}

const server = await startServer({ env: { LOG_LEVEL: 'error' } });
const profile = mkdtempSync(path.join(os.tmpdir(), 'inkling-bench-pwa-'));
try {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL: server.url,
  });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto('/');
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller?.state === 'activated',
    null,
    {
      timeout: 60_000,
    },
  );
  const installedMs = Math.round(performance.now() - started);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  await context.setOffline(true);
  const offlineStart = performance.now();
  await page.goto('/dashboard');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const offlineShellMs = Math.round(performance.now() - offlineStart);
  await context.close();

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const lighthouseRows = [];
  try {
    // Each page twice: as shipped, and with /sw.js blocked, to see what the worker costs.
    const runs = ['/', '/login'].flatMap((pagePath) => [
      { pagePath, worker: 'registered' },
      { pagePath, worker: 'blocked' },
    ]);
    for (const { pagePath, worker } of runs) {
      const result = await lighthouse(
        `${server.url}${pagePath}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'best-practices'],
          formFactor: 'mobile',
        },
        worker === 'blocked'
          ? { extends: 'lighthouse:default', settings: { blockedUrlPatterns: ['*/sw.js'] } }
          : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      lighthouseRows.push({
        page: pagePath,
        worker,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        'best-practices': Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        'console errors': lhr.audits['errors-in-console']?.score === 1 ? 'none' : 'some',
        LCP: `${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
        TBT: `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
      });
    }
  } finally {
    chrome.kill();
  }

  const installable = installabilityErrors.length === 0 && manifestErrors.length === 0;
  console.log('\nInstallability (Chromium, Page.getInstallabilityErrors + Page.getAppManifest)');
  console.table([
    {
      installable: installable ? 'yes' : 'no',
      'installability errors':
        installabilityErrors.map((error) => error.errorId).join(', ') || 'none',
      'manifest errors': manifestErrors.map((error) => error.message).join('; ') || 'none',
      'worker in control after': `${installedMs} ms`,
      'offline shell load': `${offlineShellMs} ms`,
    },
  ]);
  console.log('Precache (what the worker downloads at install)');
  console.table([precacheSize()]);
  console.log('Lighthouse 12.8.2, mobile');
  console.table(lighthouseRows);
  if (!installable) process.exitCode = 1;
} finally {
  await server.stop();
  removeDataDir(server.dataDir);
  rmSync(profile, { recursive: true, force: true });
}
