import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { BROWSER_OCR_LANG_PATH } from './common/ocrBrowserAssets.ts';
import { browserOcrAssets } from './scripts/browserOcrAssets.ts';
import { pathAliases } from './scripts/pathAliases.ts';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Modules every page loads at start (the root and its providers, the public
 * header). Kept in one chunk: a dozen tiny chunks cost more, compressed, than
 * one, and the landing page's JavaScript budget is tight (docs/ARCHITECTURE.md).
 */
const appShell =
  /[\\/](app[\\/](root|components[\\/](icons[\\/]shellIcons|FullPageLoader|NavigationLoader|BackgroundPreload|ErrorScreen|theme[\\/]\w+|toast[\\/](ToastProvider|ToastOutlet|toastReducer)|ui[\\/]Button)|lib[\\/](cn|storage|createStrictContext|seo)|auth[\\/](AuthProvider|sessionStore|safeNext)|hooks[\\/]useRedirectSignedIn|scenes[\\/]Landing[\\/]components[\\/](SiteHeader|SiteFooter|Logo))|common[\\/](constants|routes)|content[\\/]site|node_modules[\\/]clsx)[\\/.]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), browserOcrAssets()],
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app-shell', test: appShell }] } },
    },
  },
  resolve: { alias: pathAliases },
  server: {
    port: 3000,
    // In development the API runs as its own process (tsx watch); Vite forwards to it.
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      // Share pages are rendered by the server (a prefix: /share/… and /shared/… both).
      '/share': `http://localhost:${apiPort}`,
      // The language data for reading a photo on the device (app/photo/offline).
      [BROWSER_OCR_LANG_PATH]: `http://localhost:${apiPort}`,
      '/collab': { target: `ws://localhost:${apiPort}`, ws: true },
    },
  },
});
