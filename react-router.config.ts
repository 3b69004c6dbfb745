import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './common/routes';

/**
 * Single-page app with build-time prerendering: every public page is written
 * to static HTML for search engines; app screens fall back to
 * `__spa-fallback.html` and render in the browser.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...prerenderedPaths],
  future: {
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
