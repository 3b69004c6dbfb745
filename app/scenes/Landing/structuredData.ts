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
      description: `A ${Math.round(tour.durationSeconds / 60)}-minute tour of ${site.productName}: writing a note, search, templates, focus mode and the timeline.`,
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
