import { OFFER_VALID_UNTIL, PRICE_USD_PER_MONTH } from '@common/constants';
import { faq } from '@content/faq';
import { site, siteDescription } from '@content/site';
import { tour } from '@content/tour';
import type { JsonLd } from '@app/lib/seo';

/** 150 → "PT2M30S" (ISO 8601 duration, as schema.org wants it). */
export function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  if (!minutes && !rest) return 'PT0S';
  return `PT${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
}

/** 150 → "2 min 30 s", 120 → "2 min": the tour's length as the page writes it. */
export function readableDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return [minutes ? `${minutes} min` : '', rest || !minutes ? `${rest} s` : '']
    .filter(Boolean)
    .join(' ');
}

/** The date the tour was recorded and published (its VideoObject's uploadDate). */
const TOUR_PUBLISHED = '2026-11-22';

/**
 * The landing page's structured data: the app with its $1/month offer and
 * rating, the product tour, the FAQ and the organisation behind it. Figures
 * come from content/site.ts, the FAQ from content/faq.ts.
 */
export function landingStructuredData(origin: string): JsonLd[] {
  const url = `${origin}/`;
  const price = PRICE_USD_PER_MONTH.toFixed(2);
  return [
    {
      '@type': 'SoftwareApplication',
      name: site.productName,
      description: siteDescription,
      url,
      applicationCategory: 'ProductivityApplication',
      // The web app installs on iOS and Android from the browser (there is no store listing).
      operatingSystem: 'Web, iOS, Android',
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'USD',
        priceValidUntil: OFFER_VALID_UNTIL,
        availability: 'https://schema.org/InStock',
        url: `${origin}/pricing`,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price,
          priceCurrency: 'USD',
          billingDuration: 'P1M',
          unitCode: 'MON',
        },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: site.rating.value,
        bestRating: site.rating.best,
        reviewCount: site.rating.reviewCount,
      },
    },
    {
      '@type': 'VideoObject',
      name: `${site.productName} product tour`,
      description: `A ${readableDuration(tour.durationSeconds)} tour of ${site.productName}: writing a note, search, templates, focus mode and the timeline.`,
      thumbnailUrl: `${origin}${tour.poster.webp}`,
      uploadDate: TOUR_PUBLISHED,
      duration: isoDuration(tour.durationSeconds),
      contentUrl: `${origin}${tour.sources[0]?.src ?? ''}`,
    },
    {
      '@type': 'FAQPage',
      mainEntity: faq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    },
    {
      '@type': 'Organization',
      name: site.productName,
      url,
      logo: `${origin}/og/inkling.png`,
      sameAs: [site.social.url],
    },
  ];
}
