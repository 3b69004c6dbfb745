import { site } from '@content/site';
import { Users } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The phone-only sticky bottom bar with the sign-up figure (CSS decides
 * "phone": below `sm`). Its own chunk, fetched the first time the visitor
 * scrolls past the threshold (see StickyCallsToAction).
 */
export default function MobileStickyBar() {
  return (
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
  );
}
