import { site } from '@content/site';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The floating call to action (every screen size from `sm` up; CSS hides it
 * on phones, which get the sticky bar instead). A plain link: it works in the
 * prerendered sections before, or without, any JavaScript.
 */
export function FloatingCallToAction() {
  return (
    <Link
      to="/signup"
      className="fixed right-6 bottom-6 z-30 hidden items-center gap-2 rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary/90 sm:inline-flex"
    >
      Try {site.productName} free
      <ArrowRight className="size-4" aria-hidden />
    </Link>
  );
}
