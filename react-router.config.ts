import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { blogSlugs } from './app/content/blogSlugs.server';
import { prerenderedFiles, prerenderedPaths } from './common/routes';
import { buildRoot } from './scripts/buildPaths';

/**
 * Single-page app with build-time prerendering: every public page is written
 * to static HTML for search engines (blog posts found in content/blog); app
 * screens fall back to `__spa-fallback.html` and render in the browser.
 */
export default {
  appDirectory: 'app',
  buildDirectory: path.join(buildRoot, 'build'),
  ssr: false,
  prerender: [
    ...prerenderedPaths,
    ...blogSlugs().map((slug) => `/blog/${slug}`),
    ...prerenderedFiles,
  ],
  future: {
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
