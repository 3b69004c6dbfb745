/**
 * `npm run bench`: prints the figures the performance targets are judged by.
 * Needs a build (`npm run build`). Numbers vary with the machine: compare runs
 * on the same one.
 */
import { existsSync } from 'node:fs';
import { measureBundles } from './bundleSize';
import { measureHttp } from './httpLatency';

if (!existsSync('dist/server/index.js') || !existsSync('build/client/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

measureBundles();
await measureHttp();
