import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BROWSER_OCR_BASE, BROWSER_OCR_VERSION, browserOcrFiles } from '../common/ocrBrowserAssets';

const require = createRequire(import.meta.url);

/** Each file the app loads, and where it is in node_modules. */
function sources(): Map<string, string> {
  const tesseract = require.resolve('tesseract.js');
  const fromTesseract = createRequire(tesseract);
  const version = (
    JSON.parse(readFileSync(path.join(path.dirname(tesseract), '../package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  if (version !== BROWSER_OCR_VERSION)
    throw new Error(
      `tesseract.js ${version} is installed, common/ocrBrowserAssets.ts says ${BROWSER_OCR_VERSION}: update it`,
    );
  const core = (file: string) => fromTesseract.resolve(`tesseract.js-core/${file}`);
  return new Map([
    [browserOcrFiles.worker, path.join(path.dirname(tesseract), '../dist/worker.min.js')],
    [browserOcrFiles.coreSimd, core(browserOcrFiles.coreSimd)],
    [browserOcrFiles.core, core(browserOcrFiles.core)],
  ]);
}

/**
 * tesseract.js's browser build served by Inkling itself: the worker and the
 * core are written into the client build under BROWSER_OCR_BASE (and served
 * from node_modules in development), so reading a photo on the device never
 * asks a CDN. In development the language data is the API server's.
 */
export function browserOcrAssets(): Plugin {
  const files = sources();
  return {
    name: 'inkling:browser-ocr-assets',
    applyToEnvironment: (environment) => environment.name === 'client',
    configureServer(server) {
      server.middlewares.use(BROWSER_OCR_BASE, (request, response, next) => {
        const file = files.get((request.url ?? '').replace(/^\/|\?.*$/g, ''));
        if (!file) return next();
        response.setHeader('Content-Type', 'text/javascript');
        createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      for (const [name, file] of files)
        this.emitFile({
          type: 'asset',
          fileName: `${BROWSER_OCR_BASE.slice(1)}/${name}`,
          source: readFileSync(file),
        });
    },
  };
}
