import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Marks the native app's start in its index.html: before the app's scripts
 * run, the home page's address becomes the dashboard's, so the app opens on
 * the notes (or the sign-in screen, or the server-address screen) instead of
 * the website's landing page.
 */
export const NATIVE_START_SCRIPT =
  "<script>if(location.pathname==='/')history.replaceState(null,'','/dashboard')</script>";

/**
 * Turns a client build into the native app's web folder: its index.html is
 * the app shell (`__spa-fallback.html`, which boots any screen), not the
 * prerendered landing page, and starts at the dashboard. Idempotent.
 */
export function prepareNativeWebDir(webDir: string): void {
  const shell = path.join(webDir, '__spa-fallback.html');
  if (!existsSync(shell)) throw new Error(`${shell} is missing: is ${webDir} a client build?`);
  const html = readFileSync(shell, 'utf8');
  if (!html.includes('<head>')) throw new Error(`${shell} has no <head>`);
  writeFileSync(
    path.join(webDir, 'index.html'),
    html.replace('<head>', `<head>${NATIVE_START_SCRIPT}`),
  );
}
