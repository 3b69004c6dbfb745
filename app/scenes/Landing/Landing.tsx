import { PUBLIC_ORIGIN_PLACEHOLDER } from '@common/routes';
import { homeMetaDescription, site, testimonials } from '@content/site';
import type { Testimonial } from '@common/schemas/content';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRedirectSignedIn } from '@app/hooks/useRedirectSignedIn';
import { seoMeta, siteOrigin, type JsonLd } from '@app/lib/seo';
import type { Route } from './+types/Landing';
import { Hero } from './components/Hero';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { StickyCallsToAction } from './sections/StickyCallsToAction';
import { landingStructuredData } from './structuredData';

/** Everything under the hero: its own chunk, see PrerenderedSections. */
const BelowTheFold = lazy(() => import('./sections/BelowTheFold'));

const SECTIONS_ID = 'landing-sections';

/**
 * The sections' HTML as prerendered, read when this module loads in the
 * browser, before React hydrates: present on a first visit to `/`, absent
 * when the visitor arrives from another screen of the app.
 */
let prerenderedSections =
  typeof document === 'undefined' ? undefined : document.getElementById(SECTIONS_ID)?.innerHTML;

/**
 * The sections under the hero are static (plain links, a native `<details>`
 * accordion, a video): on a first visit React adopts their prerendered HTML
 * as it is instead of hydrating it, so the page neither fetches their code
 * nor spends its main thread on them (docs/performance.md, "Landing page").
 * Coming to `/` from another screen renders them from their chunk.
 */
function PrerenderedSections({ testimonials }: { testimonials: Testimonial[] }) {
  const [html] = useState(() => prerenderedSections);
  useEffect(() => {
    prerenderedSections = undefined;
  }, []);
  if (html !== undefined) {
    return <div id={SECTIONS_ID} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div id={SECTIONS_ID} className="contents">
      <Suspense>
        <BelowTheFold testimonials={testimonials} />
      </Suspense>
    </div>
  );
}

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
        <PrerenderedSections testimonials={loaderData.testimonials} />
        <StickyCallsToAction />
      </main>
      <SiteFooter />
    </>
  );
}
