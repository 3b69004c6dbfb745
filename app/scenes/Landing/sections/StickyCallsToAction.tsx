import { site } from '@content/site';
import { ArrowRight, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { STICKY_BAR_SCROLL_THRESHOLD_PX } from '@common/constants';

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
 * The floating call to action (every screen size) and, on phones only once
 * the visitor has scrolled past 300 px, the sticky bottom bar with the
 * sign-up figure. CSS decides "phone" (below `sm`), so the server-rendered
 * page and the first paint agree.
 */
export function StickyCallsToAction() {
  const scrolled = useScrolledPast(STICKY_BAR_SCROLL_THRESHOLD_PX);
  return (
    <>
      <Link
        to="/signup"
        className="fixed right-6 bottom-6 z-30 hidden items-center gap-2 rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary/90 sm:inline-flex"
      >
        Try {site.productName} free
        <ArrowRight className="size-4" aria-hidden />
      </Link>
      {scrolled && (
        <div
          role="region"
          aria-label="Start your free trial"
          data-testid="mobile-sticky-bar"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background/95 px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur sm:hidden"
        >
          <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
            <Users className="size-3.5" aria-hidden />
            {site.signedUpToday}
          </p>
          <Link
            to="/signup"
            className="mt-2 flex h-11 items-center justify-center rounded-lg bg-primary font-semibold text-primary-foreground"
          >
            Start Free Trial
          </Link>
          <p className="mt-1.5 text-center text-xs text-muted-foreground">
            No credit card · 7-day free trial
          </p>
        </div>
      )}
    </>
  );
}
