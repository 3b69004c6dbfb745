/**
 * Bundles the server into one ES module (`dist/server/index.js`). Packages stay
 * external: they are installed, and some (PGlite's WebAssembly) load files
 * next to their own code.
 */
import { build } from 'esbuild';
import { serverBundle } from './buildPaths';

await build({
  entryPoints: ['server/index.ts'],
  outfile: serverBundle,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
