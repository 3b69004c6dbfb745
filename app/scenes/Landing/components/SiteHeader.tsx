import { PRODUCT_NAME } from '@common/constants';
import { Link } from 'react-router';
import { ThemeToggle } from '@app/components/theme/ThemeToggle';
import { Button } from '@app/components/ui/Button';
import { Logo } from './Logo';

/** The sticky top bar of the public site. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-semibold"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <Logo className="size-8" />
          <span className="hidden text-lg min-[400px]:inline">{PRODUCT_NAME}</span>
        </Link>
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <Button asChild variant="ghost" size="sm">
            <Link to="/login">Sign In</Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/signup">Get Started Free</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
