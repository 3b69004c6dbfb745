/**
 * Runs after `react-router build`: writes the web app manifest and its PNG
 * icons (from public/favicon.svg), bundles the service worker
 * (app/serviceWorker/sw.ts) and injects its precache list with Workbox's
 * injectManifest. Before compress-assets.ts, so sw.js and the manifest get
 * their .br/.gz copies like every other file.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { isPrecached, PRECACHE_GLOBS } from '../app/serviceWorker/precacheFilter';
import {
  APPLE_TOUCH_ICON,
  ICON_SIZES,
  iconPath,
  MANIFEST_PATH,
  maskableIconSvg,
  webManifest,
} from '../app/serviceWorker/webManifest';
import { clientBuildDir } from './buildPaths';

const root = clientBuildDir;

function writePng(svg: string, size: number, publicPath: string) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  const file = path.join(root, publicPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, png);
}

const favicon = readFileSync('public/favicon.svg', 'utf8');
const maskable = maskableIconSvg(favicon);
for (const size of ICON_SIZES) {
  writePng(favicon, size, iconPath(size, 'any'));
  writePng(maskable, size, iconPath(size, 'maskable'));
}
writePng(maskable, APPLE_TOUCH_ICON.size, APPLE_TOUCH_ICON.path);
writeFileSync(path.join(root, MANIFEST_PATH), `${JSON.stringify(webManifest(), null, 2)}\n`);

const bundleDir = path.join(os.tmpdir(), `inkling-sw-${process.pid}`);
const bundled = path.join(bundleDir, 'sw.js');
await build({
  entryPoints: ['app/serviceWorker/sw.ts'],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  // Workbox logs each request in development builds; production drops that code.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const precached: string[] = [];
const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(root, 'sw.js'),
  globDirectory: root,
  globPatterns: PRECACHE_GLOBS,
  globIgnores: ['sw.js'],
  // The editor's chunk is the largest file the app needs (~700 KB before compression).
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  // Vite's file names already carry a content hash.
  dontCacheBustURLsMatching: /^assets\//,
  manifestTransforms: [
    (entries) => {
      const manifest = entries.filter((entry) => isPrecached(entry.url));
      precached.push(...manifest.map((entry) => entry.url));
      return { manifest, warnings: [] };
    },
  ],
});
rmSync(bundleDir, { recursive: true, force: true });
for (const warning of warnings) console.warn(`service worker: ${warning}`);
// What a first visit downloads for the precache: the server sends these files compressed.
const gzipped = precached.reduce(
  (total, url) => total + gzipSync(readFileSync(path.join(root, url))).length,
  0,
);
console.log(
  `service worker: precache of ${count} files, ${kb(size)} KB (${kb(gzipped)} KB gzipped)`,
);

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}
