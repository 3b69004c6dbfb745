/**
 * What the service worker downloads at install (its precache): the app shell
 * and every screen's code, and nothing big and optional. Paths are relative to
 * the built client folder, with forward slashes.
 */

/** The shell and the small files every page loads. */
const SHELL_FILES = ['__spa-fallback.html', 'favicon.svg', 'manifest.webmanifest'];

/** Hashed JavaScript and CSS directly under assets/ (subfolders hold optional tools). */
const screenCode = /^assets\/[^/]+\.(?:js|css)$/;

/**
 * Left out: compressed copies (the browser negotiates encoding itself), the
 * browser OCR engine under assets/tesseract-* (megabytes, fetched by the photo
 * helper only when used), source maps, Open Graph and blog images, media,
 * screenshots and the prerendered public pages (cached as they are visited).
 */
export function isPrecached(relativePath: string): boolean {
  if (/\.(?:br|gz|map)$/.test(relativePath)) return false;
  return SHELL_FILES.includes(relativePath) || screenCode.test(relativePath);
}

/** The glob patterns workbox-build lists before `isPrecached` filters them. */
export const PRECACHE_GLOBS = [
  '__spa-fallback.html',
  '*.{svg,js,webmanifest}',
  'assets/*.{js,css}',
];
