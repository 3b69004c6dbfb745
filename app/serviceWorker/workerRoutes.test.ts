import { describe, expect, it } from 'vitest';
import { isAppScreen, isNeverCached, isPublicPage } from './workerRoutes';

describe('what the service worker answers', () => {
  it('never touches the API, share pages, the collaboration socket or OCR data', () => {
    for (const path of [
      '/api',
      '/api/notes',
      '/api/attachments/abc',
      '/share/abc',
      '/shared/abc/attachments/def',
      '/collab',
      '/ocr-data/eng.traineddata.gz',
    ]) {
      expect(isNeverCached(path), path).toBe(true);
      expect(isPublicPage(path, true), path).toBe(false);
      expect(isAppScreen(path), path).toBe(false);
    }
    // A prefix is a path segment, not the start of a word.
    expect(isNeverCached('/sharepoint-alternative')).toBe(false);
  });

  it('answers app screens with the shell', () => {
    for (const path of ['/dashboard', '/note/123', '/journal', '/habits', '/settings', '/trash'])
      expect(isAppScreen(path), path).toBe(true);
    for (const path of ['/', '/pricing', '/note', '/note/1/2', '/blog/a-post'])
      expect(isAppScreen(path), path).toBe(false);
  });

  it('keeps public pages and their route data as they are visited', () => {
    expect(isPublicPage('/', true)).toBe(true);
    expect(isPublicPage('/pricing', true)).toBe(true);
    expect(isPublicPage('/blog/offline-notes', true)).toBe(true);
    expect(isPublicPage('/pricing.data', false)).toBe(true);
    expect(isPublicPage('/dashboard', true)).toBe(false);
    expect(isPublicPage('/assets/x.js', false)).toBe(false);
    expect(isPublicPage('/og/inkling.png', false)).toBe(false);
  });
});
