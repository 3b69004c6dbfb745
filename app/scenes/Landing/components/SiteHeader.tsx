import { PRODUCT_NAME } from '@common/constants';
import { site } from '@content/site';
import { AtSign } from '@app/components/icons/shellIcons';
import { Link } from 'react-router';
import { ThemeToggle } from '@app/components/theme/ThemeToggle';
import { Button } from '@app/components/ui/Button';
import { Logo } from './Logo';

/** The site's public profile, when the operator has set one in content/site.ts. */
const { social } = site;

const sections = [
  { to: '/templates', label: 'Templates', className: 'hidden md:inline-flex' },
  { to: '/pricing', label: 'Pricing', className: 'hidden sm:inline-flex' },
  { to: '/blog', label: 'Blog', className: 'hidden md:inline-flex' },
  { to: '/changelog', label: 'Changelog', className: 'hidden lg:inline-flex' },
];

/**
 * The sticky top bar of the public site (seed §2). Plain links and one theme
 * button: it ships with every public page, so it carries no menu library.
 */
export function SiteHeader() {
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
          <nav aria-label="Site" className="flex items-center">
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
            <Button asChild variant="ghost" size="icon" className="hidden sm:inline-flex">
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
          <Button asChild variant="ghost" size="sm">
            <Link to="/login">Sign In</Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/signup">Get Started Free</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
