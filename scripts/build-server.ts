/**
 * Bundles the server into one ES module (`dist/server/index.js`), and beside
 * it the Markdown parse thread (`markdownWorker.js`, which
 * server/markdown/markdownPool.ts looks for next to itself) and the import
 * thread (`importWorker.js`, found the same way by server/import/htmlPool.ts). Packages stay
 * external: they are installed, and some (PGlite's WebAssembly) load files
 * next to their own code.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { serverBundle } from './buildPaths';

await build({
  entryPoints: {
    [path.basename(serverBundle, '.js')]: 'server/index.ts',
    markdownWorker: 'server/markdown/markdownWorker.ts',
    pdfWorker: 'server/export/pdf/pdfWorker.ts',
    importWorker: 'server/import/importWorker.ts',
  },
  outdir: path.dirname(serverBundle),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
