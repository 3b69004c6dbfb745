import { alternativeApps, comparedApps, studentComparedApps } from '@common/routes';
import { PRODUCT_NAME, PRICE_USD_PER_MONTH } from '@common/constants';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { listCompetitors } from '@app/content/competitors.server';
import { breadcrumbJsonLd, OG_IMAGES, seoMeta } from '@app/lib/seo';
import { Section } from '../components/Section';
import { PageHeading, SitePage } from '../components/SitePage';
import { StartTrial } from '../components/StartTrial';
import type { Route } from './+types/CompareIndex';

const path = '/compare';
const trail = [{ name: 'Compare', path }];

/** Runs at build time: the competitors with a page, in the order of the route list. */
export function loader() {
  const all = listCompetitors();
  const pick = (slugs: readonly string[]) =>
    slugs.flatMap((slug) => {
      const found = all.find((competitor) => competitor.slug === slug);
      return found ? [{ slug, name: found.name, maker: found.maker, summary: found.summary }] : [];
    });
  return {
    compared: pick(comparedApps),
    students: pick(studentComparedApps),
    alternatives: pick(alternativeApps),
  };
}

export function meta() {
  return seoMeta({
    title: `Compare ${PRODUCT_NAME} with Notion, Evernote, OneNote and more`,
    description: `Honest comparisons of ${PRODUCT_NAME} with Notion, Evernote, Apple Notes, Google Keep, OneNote and Obsidian: features, prices with sources, and who each suits.`,
    path,
    image: OG_IMAGES.compare,
    jsonLd: breadcrumbJsonLd(trail),
  });
}

export default function CompareIndex({ loaderData }: Route.ComponentProps) {
  const { compared, students, alternatives } = loaderData;
  return (
    <SitePage breadcrumbs={trail} width="wide">
      <div className="max-w-3xl">
        <PageHeading
          title={`How ${PRODUCT_NAME} compares`}
          lead={`Every note app makes different trade-offs. These pages say what each does well, where ${PRODUCT_NAME} differs, what each costs (${PRODUCT_NAME}: $${PRICE_USD_PER_MONTH} a month after a free week) and who should pick which, without pretending one app fits everyone.`}
        />
      </div>
      <Section id="comparisons" title="Side-by-side comparisons">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {compared.map((competitor) => (
            <li
              key={competitor.slug}
              className="flex flex-col rounded-2xl border border-border bg-card p-5"
            >
              <h3 className="text-lg font-semibold">
                {PRODUCT_NAME} vs {competitor.name}
              </h3>
              <p className="mt-2 line-clamp-4 flex-1 text-sm text-muted-foreground">
                {competitor.summary}
              </p>
              <Link
                to={`/compare/${competitor.slug}`}
                className="mt-4 inline-flex items-center gap-1 self-start rounded font-medium text-primary underline-offset-4 hover:underline"
              >
                Compare with {competitor.name}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <div className="grid gap-x-10 sm:grid-cols-2">
        <Section id="students" title="For students">
          <ul className="mt-4 grid gap-2">
            {students.map((competitor) => (
              <li key={competitor.slug}>
                <Link
                  to={`/compare/${competitor.slug}-students`}
                  className="rounded font-medium text-primary underline underline-offset-4"
                >
                  {competitor.name} vs {PRODUCT_NAME} for students
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="alternatives" title="Looking for an alternative?">
          <ul className="mt-4 grid gap-2">
            {alternatives.map((competitor) => (
              <li key={competitor.slug}>
                <Link
                  to={`/alternative/${competitor.slug}`}
                  className="rounded font-medium text-primary underline underline-offset-4"
                >
                  An alternative to {competitor.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <StartTrial />
    </SitePage>
  );
}
