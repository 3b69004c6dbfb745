import { describe, expect, it } from 'vitest';
import { isPrecached } from './precacheFilter';

describe('the precache', () => {
  it('holds the shell, its small files and every screen’s hashed code', () => {
    for (const file of [
      '__spa-fallback.html',
      'favicon.svg',
      'manifest.webmanifest',
      'assets/entry.client-Vot69I8u.js',
      'assets/Dashboard-7NuESOq8.js',
      'assets/app-shell-DhTncp_n.css',
    ])
      expect(isPrecached(file), file).toBe(true);
  });

  it('leaves out compressed copies, the OCR engine, maps, images and public pages', () => {
    for (const file of [
      'assets/entry.client-Vot69I8u.js.br',
      'assets/entry.client-Vot69I8u.js.gz',
      '__spa-fallback.html.br',
      'assets/tesseract-7.0.0/worker.min.js',
      'assets/tesseract-7.0.0/tesseract-core-simd-lstm.wasm.js',
      'assets/entry.client-Vot69I8u.js.map',
      'og/inkling.png',
      'blog/images/cover.webp',
      'media/tour.mp4',
      'screenshots/command-palette-640.avif',
      'icons/icon-512.png',
      'index.html',
      'pricing/index.html',
      'pricing.data',
      'sitemap.xml',
      'sw.js',
    ])
      expect(isPrecached(file), file).toBe(false);
  });
});
