import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onVisible` when the returned ref's element comes near the viewport.
 * The observer is rebuilt each time `enabled` turns true again, so a sentinel
 * still on screen after a short page fires once more instead of staying silent.
 */
export function useWhenVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const handleVisible = useEffectEvent(onVisible);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) handleVisible();
      },
      // Start loading a screen ahead, so scrolling rarely meets the end.
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
