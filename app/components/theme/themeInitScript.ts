import { STORAGE_PREFIX } from '@common/constants';

/** Where the reader's theme choice is kept (under the app's storage prefix: app/lib/storage). */
export const THEME_KEY = 'theme';

/**
 * Runs in the page's head before the first paint, so a dark-mode reader
 * never sees a white flash: it sets `.dark` on <html> from the stored choice
 * or the system's. Inline, not a file: a script file in the head blocks the
 * first paint for one more request (~150 ms of a phone's first contentful
 * paint in Lighthouse). The CSP still forbids inline code: it lists the hash
 * of each inline script a built page holds (server/web/siteFiles.ts).
 * Plain ES5, since it runs before anything else has loaded.
 */
export const THEME_INIT_SCRIPT = `(function () {
  var stored = null;
  try {
    stored = localStorage.getItem(${JSON.stringify(STORAGE_PREFIX + THEME_KEY)});
  } catch (e) {}
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();`;
