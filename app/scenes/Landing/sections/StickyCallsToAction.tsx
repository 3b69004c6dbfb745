import { lazy, Suspense, useEffect, useState } from 'react';
import { STICKY_BAR_SCROLL_THRESHOLD_PX } from '@common/constants';

const MobileStickyBar = lazy(() => import('./MobileStickyBar'));

/** True once the page has scrolled past the threshold (seed §9: 300 px). */
function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/**
 * On phones only, once the visitor has scrolled past 300 px, the sticky
 * bottom bar. Nothing is rendered before that (the prerendered page and the
 * first paint agree), so the bar's code waits until it is wanted. The
 * floating call to action for larger screens is FloatingCallToAction, part
 * of the prerendered sections.
 */
export function StickyCallsToAction() {
  const scrolled = useScrolledPast(STICKY_BAR_SCROLL_THRESHOLD_PX);
  if (!scrolled) return null;
  return (
    <Suspense>
      <MobileStickyBar />
    </Suspense>
  );
}
