import { PRODUCT_NAME } from '@common/constants';
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
import type { Route } from './+types/CompareStudents';

/** Runs at build time for /compare/<app>-students: the competitor's students' angle. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = lastPathSegment(request).replace(/-students$/, '');
  const competitor = getCompetitor(slug);
  if (!competitor.students) {
    throw new ContentError(
      'content/competitors.ts',
      `${slug} has no students text for /compare/${slug}-students`,
    );
  }
  return { competitor, students: competitor.students };
}

function trailFor(name: string, slug: string) {
  return [
    { name: 'Compare', path: '/compare' },
    { name: `${name} vs ${PRODUCT_NAME} for students`, path: `/compare/${slug}-students` },
  ];
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { name, slug } = loaderData.competitor;
  return seoMeta({
    title: `${name} vs ${PRODUCT_NAME} for students: which note app for class?`,
    description: `${name} or ${PRODUCT_NAME} for lecture notes, revision and group work? A student's comparison with the feature table and what each costs.`,
    path: `/compare/${slug}-students`,
    image: OG_IMAGES.compare,
    jsonLd: breadcrumbJsonLd(trailFor(name, slug)),
  });
}

export default function CompareStudents({ loaderData }: Route.ComponentProps) {
  const { competitor, students } = loaderData;
  return (
    <SitePage breadcrumbs={trailFor(competitor.name, competitor.slug)} width="wide">
      <div className="max-w-3xl">
        <PageHeading
          title={`${competitor.name} vs ${PRODUCT_NAME} for students`}
          lead="Lectures, reading, revision and group projects: which note app fits a student's week?"
        />
        <Section id="students" title="For students">
          <p className="mt-3 leading-7">{students}</p>
        </Section>
      </div>
      <Section id="features" title="The features side by side">
        <FeatureTable
          competitor={competitor}
          caption={`${competitor.name} and ${PRODUCT_NAME} for students, feature by feature`}
        />
      </Section>
      <Section id="pricing" title="What it costs a student">
        <PriceComparison competitor={competitor} />
      </Section>
      <p className="mt-8">
        <Link
          to={`/compare/${competitor.slug}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          The full comparison of {PRODUCT_NAME} and {competitor.name}
        </Link>
      </p>
      <StartTrial heading="Take your next lecture's notes in Inkling" />
    </SitePage>
  );
}
