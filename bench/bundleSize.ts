/**
 * JavaScript a visitor downloads, compressed, per entry page of the built
 * front end: the scripts the page's HTML loads (its modulepreload links).
 * Target: landing ≤ 120 KB gzip (React 19 + React Router alone ≈ 108 KB).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { clientBuildDir } from '../scripts/buildPaths';

const root = clientBuildDir;
const pages: Record<string, string> = {
  'landing (/)': 'index.html',
  'app shell (SPA fallback)': '__spa-fallback.html',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function measureBundles() {
  const rows = Object.entries(pages).map(([name, file]) => {
    const html = readFileSync(path.join(root, file), 'utf8');
    const scripts = [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const script of new Set(scripts)) {
      const content = readFileSync(path.join(root, script));
      raw += content.length;
      gzip += gzipSync(content, { level: 9 }).length;
      brotli += brotliCompressSync(content).length;
    }
    return {
      page: name,
      scripts: scripts.length,
      raw: kb(raw),
      gzip: kb(gzip),
      brotli: kb(brotli),
    };
  });
  console.log('\nJavaScript per page (what the HTML loads before it is interactive)');
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) measureBundles();
