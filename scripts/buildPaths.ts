import path from 'node:path';

/**
 * Where a build goes. `npm run build` writes `build/client` and `dist/server`
 * in the project; `INKLING_BUILD_DIR` moves both under another folder, so the
 * end-to-end tests build their own copy and never replace the files of a
 * server running from this checkout.
 */
export const buildRoot = path.resolve(process.env.INKLING_BUILD_DIR ?? '.');
export const clientBuildDir = path.join(buildRoot, 'build/client');
export const serverBundle = path.join(buildRoot, 'dist/server/index.js');
