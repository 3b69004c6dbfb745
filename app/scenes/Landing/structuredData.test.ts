import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import type { JsonLd } from '@app/lib/seo';
import { isoDuration, readableDuration, landingStructuredData } from './structuredData';

/** schema.org's context is, in effect, its vocabulary; served here because tests are offline. */
const documentLoader = (url: string) => {
  if (!url.startsWith('https://schema.org')) throw new Error(`unexpected context ${url}`);
  return Promise.resolve({
    contextUrl: undefined,
    documentUrl: url,
    document: { '@context': { '@vocab': 'https://schema.org/' } },
  });
};

const blocks: JsonLd[] = landingStructuredData('https://notes.example').map((block) => ({
  '@context': 'https://schema.org',
  ...block,
}));
const ofType = (type: string) => blocks.find((block) => block['@type'] === type);

describe('landing structured data', () => {
  it('is valid JSON-LD: every block expands to schema.org terms', async () => {
    for (const block of blocks) {
      const expanded = await jsonld.expand(
        JSON.parse(JSON.stringify(block)) as jsonld.JsonLdDocument,
        { documentLoader },
      );
      expect(expanded).toHaveLength(1);
      expect(expanded[0]?.['@type']).toEqual([`https://schema.org/${block['@type']}`]);
    }
  });

  it('carries the seed’s figures: $1.00 a month to 2026-12-31, 4.8 from 1,247 reviews', () => {
    expect(ofType('SoftwareApplication')).toMatchObject({
      offers: { price: '1.00', priceCurrency: 'USD', priceValidUntil: '2026-12-31' },
      aggregateRating: { ratingValue: 4.8, reviewCount: 1247, bestRating: 5 },
    });
  });

  it('describes the 2 min 30 s tour and the eight FAQ questions', () => {
    expect(ofType('VideoObject')).toMatchObject({ duration: 'PT2M30S' });
    // Its words agree with its duration: no "3-minute tour" for 150 seconds.
    expect(ofType('VideoObject')?.description).toMatch(/^A 2 min 30 s tour of /);
    expect((ofType('FAQPage')?.mainEntity as unknown[]).length).toBe(8);
    expect(ofType('Organization')).toMatchObject({ url: 'https://notes.example/' });
  });
});

describe('readableDuration', () => {
  it('writes minutes and seconds as the page shows them', () => {
    expect(readableDuration(150)).toBe('2 min 30 s');
    expect(readableDuration(120)).toBe('2 min');
    expect(readableDuration(45)).toBe('45 s');
  });
});

describe('isoDuration', () => {
  it('writes seconds as an ISO 8601 duration', () => {
    expect(isoDuration(150)).toBe('PT2M30S');
    expect(isoDuration(120)).toBe('PT2M');
    expect(isoDuration(45)).toBe('PT45S');
  });
});
