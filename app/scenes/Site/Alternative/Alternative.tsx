import { PRODUCT_NAME } from '@common/constants';
import { alternativeApps } from '@common/routes';
import type { Competitor } from '@common/schemas/content';
import { movingFrom } from '@content/competitors';
import { Link } from 'react-router';
import { ContentError } from '@app/content/contentFiles.server';
import { getCompetitor } from '@app/content/competitors.server';
import { breadcrumbJsonLd, OG_IMAGES, seoMeta } from '@app/lib/seo';
import { FeatureTable } from '../components/FeatureTable';
import { PriceComparison } from '../components/PriceComparison';
import { Section } from '../components/Section';
import { PageHeading, SitePage } from '../components/SitePage';
import { StartTrial } from '../components/StartTrial';
import { lastPathSegment } from '../components/pathSlug';
import type { Route } from './+types/Alternative';

type Row = Competitor['features'][number];

type AlternativeApp = (typeof alternativeApps)[number];

const isAlternativeApp = (slug: string): slug is AlternativeApp =>
  (alternativeApps as readonly string[]).includes(slug);

/** Runs at build time for each /alternative/<app> route. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = lastPathSegment(request);
  if (!isAlternativeApp(slug)) {
    throw new ContentError('common/routes.ts', `"${slug}" has no alternative page`);
  }
  const competitor = getCompetitor(slug);
  const rank = { yes: 2, partial: 1, no: 0 } as const;
  // Where each side is ahead, from the same table the comparison page shows.
  const inklingAhead = competitor.features.filter((row: Row) => rank[row.inkling] > rank[row.them]);
  const themAhead = competitor.features.filter((row: Row) => rank[row.them] > rank[row.inkling]);
  return {
    competitor,
    inklingAhead: inklingAhead.map((row) => row.feature),
    themAhead: themAhead.map((row) => row.feature),
    moving: movingFrom[slug],
  };
}

/** "a Notion alternative", "an Evernote alternative", "a OneNote alternative" (said "won"). */
export function anAlternative(name: string): string {
  const article = /^[AEIOU]/i.test(name) && !/^One/i.test(name) ? 'an' : 'a';
  return `${article} ${name} alternative`;
}

function trailFor(name: string, slug: string) {
  return [{ name: `${name} alternative`, path: `/alternative/${slug}` }];
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { name, slug } = loaderData.competitor;
  return seoMeta({
    title: `${PRODUCT_NAME}: ${anAlternative(name)} for notes and journaling`,
    description: `Thinking of leaving ${name}? Why people switch, what ${PRODUCT_NAME} does differently, what you would give up, and what it costs.`,
    path: `/alternative/${slug}`,
    image: OG_IMAGES.compare,
    jsonLd: breadcrumbJsonLd(trailFor(name, slug)),
  });
}

export default function Alternative({ loaderData }: Route.ComponentProps) {
  const { competitor, inklingAhead, themAhead, moving } = loaderData;
  const { name } = competitor;
  return (
    <SitePage breadcrumbs={trailFor(name, competitor.slug)} width="wide">
      <div className="max-w-3xl">
        <PageHeading
          title={`Looking for ${anAlternative(name)}?`}
          lead={`${name} is a good app, and for some people it is the right one. If it no longer fits how you write, here is what ${PRODUCT_NAME} offers instead, and what you would give up.`}
        />
        <Section id="why" title={`Why people look beyond ${name}`}>
          <p className="mt-3 leading-7">{competitor.summary}</p>
          <p className="mt-3 leading-7">
            That strength can also be the reason to look elsewhere. People who move to{' '}
            {PRODUCT_NAME} usually want one of these:
          </p>
          <ul className="mt-3 grid list-disc gap-1.5 pl-5">
            {competitor.inklingSuitsBetter.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Section>
        <Section id="differences" title={`What ${PRODUCT_NAME} does differently`}>
          {inklingAhead.length > 0 && (
            <p className="mt-3 leading-7">
              Where {PRODUCT_NAME} goes further than {name}: {inklingAhead.join(', ')}.
            </p>
          )}
          {themAhead.length > 0 && (
            <p className="mt-3 leading-7">
              Where {name} is ahead today: {themAhead.join(', ')}. If you rely on those, weigh them
              before you switch.
            </p>
          )}
        </Section>
        <Section id="stay" title={`When to stay with ${name}`}>
          <ul className="mt-3 grid list-disc gap-1.5 pl-5">
            {competitor.suitsBetter.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Section>
        <Section id="moving" title={`Bringing your notes from ${name}`}>
          <p className="mt-3 leading-7">{moving}</p>
          <p className="mt-3 leading-7">
            And if {PRODUCT_NAME} does not suit you after all, Settings → Data downloads every note
            as a Markdown file, with its attachments, in one ZIP.
          </p>
        </Section>
      </div>
      <Section id="table" title="The details">
        <FeatureTable
          competitor={competitor}
          caption={`${PRODUCT_NAME} as an alternative to ${name}, feature by feature`}
        />
      </Section>
      <Section id="cost" title="What switching costs">
        <PriceComparison competitor={competitor} />
      </Section>
      <p className="mt-8">
        <Link
          to={`/compare/${competitor.slug}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          Read the side-by-side comparison of {PRODUCT_NAME} and {name}
        </Link>
      </p>
      <StartTrial heading={`Try ${PRODUCT_NAME} free before you move`} />
    </SitePage>
  );
}
