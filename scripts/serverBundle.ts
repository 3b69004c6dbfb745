import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the server into `outdir`: `index.js`, and beside it each worker
 * thread's entry, found there by server/threads/threadScript.ts: the
 * Markdown parse thread (`markdownWorker.js`), the PDF thread, the import
 * thread (`importWorker.js`) and the embedded database's thread
 * (`pgliteWorker.js`).
 * Packages stay external: they are installed, and some (PGlite's
 * WebAssembly) load files next to their own code.
 *
 * Modules loaded with `import()` (PostgreSQL's driver, the AI, Redis and S3
 * clients, the ZIP writer, OCR) become chunks of their own in `chunks/`,
 * loaded only when a feature needs them: without splitting, the one bundle
 * would import their packages at start, ~15 MiB of heap for features that
 * are off (docs/performance.md, "Memory").
 */
export async function buildServerBundle(outdir: string): Promise<void> {
  // Chunk names carry a hash: the previous build's would pile up.
  rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: {
      index: 'server/index.ts',
      markdownWorker: 'server/markdown/markdownWorker.ts',
      pdfWorker: 'server/export/pdf/pdfWorker.ts',
      importWorker: 'server/import/importWorker.ts',
      pgliteWorker: 'server/db/pgliteWorker.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
