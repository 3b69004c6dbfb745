import { PRODUCT_NAME } from '@common/constants';
import { getCompetitor } from '@app/content/competitors.server';
import { breadcrumbJsonLd, OG_IMAGES, seoMeta } from '@app/lib/seo';
import { FeatureTable } from '../components/FeatureTable';
import { PriceComparison, WhoSuits } from '../components/PriceComparison';
import { Section } from '../components/Section';
import { PageHeading, SitePage } from '../components/SitePage';
import { StartTrial } from '../components/StartTrial';
import { lastPathSegment } from '../components/pathSlug';
import type { Route } from './+types/CompareApp';

/** Runs at build time for each /compare/<app> route. */
export function loader({ request }: Route.LoaderArgs) {
  return { competitor: getCompetitor(lastPathSegment(request)) };
}

function trailFor(name: string, slug: string) {
  return [
    { name: 'Compare', path: '/compare' },
    { name: `${PRODUCT_NAME} vs ${name}`, path: `/compare/${slug}` },
  ];
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { name, slug } = loaderData.competitor;
  return seoMeta({
    title: `${PRODUCT_NAME} vs ${name}: features, prices and who each suits`,
    description: `A fair comparison of ${PRODUCT_NAME} and ${name}: what each does well, a feature-by-feature table, current prices with sources, and who should pick which.`,
    path: `/compare/${slug}`,
    image: OG_IMAGES.compare,
    jsonLd: breadcrumbJsonLd(trailFor(name, slug)),
  });
}

export default function CompareApp({ loaderData }: Route.ComponentProps) {
  const { competitor } = loaderData;
  return (
    <SitePage breadcrumbs={trailFor(competitor.name, competitor.slug)} width="wide">
      <div className="max-w-3xl">
        <PageHeading
          title={`${PRODUCT_NAME} vs ${competitor.name}`}
          lead={`Two different takes on notes. Here is what ${competitor.name} does well, where ${PRODUCT_NAME} differs, and who each one suits.`}
        />
        <Section id="about" title={`What ${competitor.name} is`}>
          <p className="mt-3 leading-7">{competitor.summary}</p>
          <p className="mt-3 text-sm text-muted-foreground">Made by {competitor.maker}.</p>
        </Section>
      </div>
      <Section id="features" title="Feature by feature">
        <FeatureTable
          competitor={competitor}
          caption={`${PRODUCT_NAME} and ${competitor.name} compared feature by feature`}
        />
      </Section>
      <Section id="pricing" title="Price">
        <PriceComparison competitor={competitor} />
      </Section>
      <Section id="who" title="Who each suits better">
        <WhoSuits competitor={competitor} />
      </Section>
      <StartTrial heading={`Try ${PRODUCT_NAME} next to ${competitor.name}`} />
    </SitePage>
  );
}
