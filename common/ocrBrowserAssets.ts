/**
 * Where the app finds tesseract.js's browser build, to read a photo on the
 * device when it is offline (app/photo/offline). The build copies these
 * files from node_modules (scripts/browserOcrAssets.ts); the version is in
 * the path, so they are cached for good like every file under /assets/.
 * The language data comes from the server (`/ocr-data/<code>.traineddata.gz`),
 * never from a CDN.
 */
export const BROWSER_OCR_VERSION = '7.0.0';
export const BROWSER_OCR_BASE = `/assets/tesseract-${BROWSER_OCR_VERSION}`;
export const BROWSER_OCR_LANG_PATH = '/ocr-data';

/** The worker script, and the recogniser's core with and without SIMD (LSTM only, as the server reads). */
export const browserOcrFiles = {
  worker: 'worker.min.js',
  coreSimd: 'tesseract-core-simd-lstm.wasm.js',
  core: 'tesseract-core-lstm.wasm.js',
} as const;
