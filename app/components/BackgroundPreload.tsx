import { backgroundPreloadPaths } from '@common/routes';
import { useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';

/**
 * Once the first screen is up and the browser is idle, fetch the code of the
 * screens people open next (pricing, dashboard, sign-in), so they open at once.
 */
export function BackgroundPreload() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 1500);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return backgroundPreloadPaths.map((path) => <PrefetchPageLinks key={path} page={path} />);
}
