import { PRODUCT_NAME } from '@common/constants';
import { site } from '@content/site';
import { AtSign } from '@app/components/icons/shellIcons';
import { Link } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { ThemeToggle } from '@app/components/theme/ThemeToggle';
import { Button, buttonVariants } from '@app/components/ui/Button';
import { Logo } from './Logo';

/** The site's public profile, when the operator has set one in content/site.ts. */
const { social } = site;

// `max-*:hidden`, not `hidden md:inline-flex`: cn() does not merge classes, so the
// Button's own `inline-flex` would win over a plain `hidden`.
const sections = [
  { to: '/templates', label: 'Templates', className: 'max-md:hidden' },
  { to: '/pricing', label: 'Pricing', className: 'max-sm:hidden' },
  { to: '/blog', label: 'Blog', className: 'max-md:hidden' },
  { to: '/changelog', label: 'Changelog', className: 'max-lg:hidden' },
];

/**
 * The phones' menu: a native disclosure, so it opens before (and without)
 * the page's JavaScript and costs the budget little more than the Escape key
 * and closing after a choice.
 */
function PhoneMenu({ signedIn }: { signedIn: boolean }) {
  const shut = (menu: HTMLDetailsElement) => {
    menu.open = false;
    menu.querySelector('summary')?.focus();
  };
  const links = signedIn ? sections : [...sections, { to: '/login', label: 'Sign In' }];
  const linkClass = buttonVariants({ variant: 'ghost' }) + ' w-full justify-start';
  return (
    <details
      className="sm:hidden"
      onKeyDown={(event) => event.key === 'Escape' && shut(event.currentTarget)}
      onClick={(event) => (event.target as Element).closest('a') && shut(event.currentTarget)}
    >
      <summary
        className={
          buttonVariants({ variant: 'outline', size: 'sm' }) +
          ' list-none [&::-webkit-details-marker]:hidden'
        }
      >
        Menu
      </summary>
      <nav
        aria-label="Site menu"
        className="absolute inset-x-0 top-16 border-b border-border bg-background p-4 shadow-lg"
      >
        {links.map(({ to, label }) => (
          <Link key={to} to={to} className={linkClass}>
            {label}
          </Link>
        ))}
        {social && (
          <a href={social.url} rel="me noopener noreferrer" className={linkClass}>
            {social.label}
          </a>
        )}
      </nav>
    </details>
  );
}

/**
 * The sticky top bar of the public site (seed §2). Plain links and one theme
 * button: it ships with every public page, so it carries no menu library. On
 * phones the section links and Sign In move into a disclosure menu. A signed-in
 * visitor is offered the way back to the notes instead of Sign In / Get Started.
 */
export function SiteHeader() {
  const signedIn = useAuth().user !== null;
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <div className="flex items-center gap-4">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md font-semibold"
            aria-label={`${PRODUCT_NAME} home`}
          >
            <Logo className="size-8" />
            <span className="hidden text-lg min-[400px]:inline">{PRODUCT_NAME}</span>
          </Link>
          <nav aria-label="Site" className="flex items-center max-sm:hidden">
            {sections.map(({ to, label, className }) => (
              <Button key={to} asChild variant="ghost" size="sm" className={className}>
                <Link to={to} prefetch="intent">
                  {label}
                </Link>
              </Button>
            ))}
          </nav>
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          {social && (
            <Button asChild variant="ghost" size="icon" className="max-sm:hidden">
              <a
                href={social.url}
                rel="me noopener noreferrer"
                aria-label={social.label}
                title={social.label}
              >
                <AtSign aria-hidden />
              </a>
            </Button>
          )}
          <ThemeToggle />
          {!signedIn && (
            <Button asChild variant="ghost" size="sm" className="max-sm:hidden">
              <Link to="/login">Sign In</Link>
            </Button>
          )}
          <Button asChild size="sm">
            <Link to={signedIn ? '/dashboard' : '/signup'}>
              {signedIn ? 'Open your notes' : 'Get Started Free'}
            </Link>
          </Button>
          <PhoneMenu signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}
