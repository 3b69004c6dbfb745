import { PUBLIC_ORIGIN_PLACEHOLDER } from '@common/routes';
import { site } from '@content/site';
import { lazy, Suspense } from 'react';
import { useRedirectSignedIn } from '@app/hooks/useRedirectSignedIn';
import { seoMeta, siteOrigin, type JsonLd } from '@app/lib/seo';
import type { Route } from './+types/Landing';
import { Hero } from './components/Hero';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';

const BelowTheFold = lazy(() => import('./sections/BelowTheFold'));

/**
 * Runs at build time only (the page is prerendered): the structured data,
 * with the FAQ and the tour inside, stays out of the page's JavaScript.
 */
export function loader() {
  return { jsonLd: [] as JsonLd[] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The server writes PUBLIC_URL over the placeholder in the HTML; a client-side visit does it here.
  const jsonLd = loaderData
    ? (JSON.parse(
        JSON.stringify(loaderData.jsonLd).replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, siteOrigin()),
      ) as JsonLd[])
    : [];
  return seoMeta({
    title: `${site.productName} — AI notes and a daily journal, online or offline`,
    description: site.metaDescription,
    path: '/',
    jsonLd,
  });
}

/** The public home page (seed §2): hero first, then every section in the seed's order. */
export default function Landing() {
  useRedirectSignedIn();
  return (
    <>
      <SiteHeader />
      <main>
        <Hero />
        <Suspense>
          <BelowTheFold />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
