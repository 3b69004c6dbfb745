import { backgroundPreloadPaths } from '@common/routes';
import { useContext, useEffect, useMemo } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from 'react-router';
import { afterLoadWhenIdle, onSlowOrMeteredConnection, prefetchWhenIdle } from '@app/lib/idleWork';

/**
 * The code and styles of the screens at `paths`: each matched route's module,
 * the chunks it imports and its CSS, from React Router's build manifest.
 * (React Router's own PrefetchPageLinks would do, but it imports each route
 * module to read its `links`, which runs the screens' code on this page;
 * the two contexts are the ones it reads.)
 */
function useScreenFiles(paths: readonly string[]): string[] {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  return useMemo(() => {
    if (!router || !manifest) return [];
    return paths.flatMap((path) =>
      (matchRoutes(router.routes, path, router.basename) ?? []).flatMap(({ route }) => {
        const entry = route.id ? manifest.routes[route.id] : undefined;
        return entry ? [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])] : [];
      }),
    );
  }, [router, manifest, paths]);
}

/**
 * Once the first screen has loaded and the browser is idle, fetch the files
 * of the screens people open next (pricing, dashboard, sign-in, sign-up), so
 * they open at once: prefetch links added in idle periods, the lowest network
 * priority, nothing parsed or run until a screen imports it. Nothing on a
 * slow or data-saving connection.
 */
export function BackgroundPreload() {
  const files = useScreenFiles(backgroundPreloadPaths);
  useEffect(() => {
    if (files.length === 0 || onSlowOrMeteredConnection()) return;
    let stopPrefetching = () => {};
    const cancelStart = afterLoadWhenIdle(() => {
      stopPrefetching = prefetchWhenIdle(files);
    });
    return () => {
      cancelStart();
      stopPrefetching();
    };
  }, [files]);
  return null;
}
