import { PRODUCT_NAME } from '@common/constants';
import { Home } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@app/components/ui/Button';
import { SiteHeader } from '@app/scenes/Landing/components/SiteHeader';

export function meta() {
  return [{ title: `Page not found — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** Any address the route map does not know (the server also answers 404). */
export default function NotFound() {
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
        <p className="mt-4 text-muted-foreground">
          There is no page at{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 break-all">{pathname}</code>. It may have
          moved, or the link may be mistyped.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <Home aria-hidden />
            Back to the home page
          </Link>
        </Button>
      </main>
    </>
  );
}
