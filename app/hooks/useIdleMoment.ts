import { useEffect, useState } from 'react';

/**
 * True once the browser has had an idle moment since the component mounted
 * (`requestIdleCallback`, at the latest after `timeoutMs`; a short timer where
 * the browser has none): for work that must not compete with the screen's
 * first paint and hydration.
 */
export function useIdleMoment(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), Math.min(500, timeoutMs));
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [timeoutMs]);
  return idle;
}
