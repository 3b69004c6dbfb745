import { PUBLIC_ORIGIN_PLACEHOLDER } from '@common/routes';
import { homeMetaDescription, site, testimonials } from '@content/site';
import { lazy, Suspense } from 'react';
import { useRedirectSignedIn } from '@app/hooks/useRedirectSignedIn';
import { seoMeta, siteOrigin, type JsonLd } from '@app/lib/seo';
import type { Route } from './+types/Landing';
import { Hero } from './components/Hero';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { landingStructuredData } from './structuredData';

/**
 * Everything under the hero is its own chunk, fetched after the page is
 * interactive; React keeps the prerendered HTML in place meanwhile.
 */
const BelowTheFold = lazy(() => import('./sections/BelowTheFold'));

/**
 * Runs at build time only (the page is prerendered): the structured data
 * (with the FAQ and the tour inside) and the testimonials reach the page as
 * data in its HTML, not as JavaScript every visitor downloads first.
 */
export function loader() {
  return {
    description: homeMetaDescription,
    jsonLd: landingStructuredData(PUBLIC_ORIGIN_PLACEHOLDER),
    testimonials,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The server writes PUBLIC_URL over the placeholder in the HTML; a client-side visit does it here.
  const jsonLd = loaderData
    ? (JSON.parse(
        JSON.stringify(loaderData.jsonLd).replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, siteOrigin()),
      ) as JsonLd[])
    : [];
  return seoMeta({
    title: `${site.productName} — notes you capture in seconds and find in an instant`,
    description: loaderData?.description ?? '',
    path: '/',
    jsonLd,
  });
}

/** The public home page (seed §2): hero first, then every section in the seed's order. */
export default function Landing({ loaderData }: Route.ComponentProps) {
  useRedirectSignedIn();
  return (
    <>
      <SiteHeader />
      <main>
        <Hero />
        <Suspense>
          <BelowTheFold testimonials={loaderData.testimonials} />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
