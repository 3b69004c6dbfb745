/**
 * `npm run bench:site`: Lighthouse (mobile, Debian's Chromium) against the
 * built site on `/`, `/pricing` and a blog post, and the JavaScript each page
 * loads. Needs `npm run build`. Targets: performance ≥ 95; accessibility,
 * best practices and SEO 100; landing JavaScript ≤ 120 KB gzip.
 */
import { existsSync, readdirSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { removeDataDir, startServer } from '../e2e/support/server';
import { measureBundles } from './bundleSize';

if (!existsSync('dist/server/index.js') || !existsSync('build/client/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const firstPost = readdirSync('content/blog')
  .filter((file) => file.endsWith('.md'))
  .sort()[0]
  ?.replace(/\.md$/, '');
const paths = ['/', '/pricing', ...(firstPost ? [`/blog/${firstPost}`] : [])];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const server = await startServer({ env: { LOG_LEVEL: 'error' } });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  const rows = [];
  for (const path of paths) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      formFactor: 'mobile',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id);
    rows.push({
      page: path,
      ...Object.fromEntries(
        categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      LCP: `${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
      CLS: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      TBT: `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
    });
    if (failing.length) console.log(`${path}: failing audits: ${failing.join(', ')}`);
  }
  console.log('\nLighthouse, mobile (targets: performance ≥ 95, the others 100)');
  console.table(rows);
  measureBundles();
} finally {
  chrome.kill();
  await server.stop();
  removeDataDir(server.dataDir);
}
