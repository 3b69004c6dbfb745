import { PRODUCT_NAME } from '@common/constants';
import { loadChangelog } from '@app/content/changelog.server';
import { breadcrumbJsonLd, seoMeta } from '@app/lib/seo';
import { Prose } from '../components/Prose';
import { PageHeading, SitePage } from '../components/SitePage';
import { formatDate } from '../components/formatDate';
import type { Route } from './+types/Changelog';

const path = '/changelog';
const trail = [{ name: 'Changelog', path }];

/** Runs at build time: the Markdown is rendered here and never ships to the browser. */
export function loader() {
  return loadChangelog();
}

export function meta() {
  return seoMeta({
    title: `Changelog — what's new in ${PRODUCT_NAME}`,
    description: `Every ${PRODUCT_NAME} release, newest first: the features, fixes and speed-ups you can see or feel, with the date each one shipped.`,
    path,
    jsonLd: breadcrumbJsonLd(trail),
  });
}

export default function Changelog({ loaderData }: Route.ComponentProps) {
  const { introHtml, releases } = loaderData;
  return (
    <SitePage breadcrumbs={trail}>
      <PageHeading title="Changelog" />
      <Prose html={introHtml} className="text-muted-foreground" />
      <ol className="mt-10 grid gap-12">
        {releases.map((release) => (
          <li key={release.id}>
            <article aria-labelledby={release.id} className="border-l-2 border-primary/40 pl-5">
              <p className="text-sm font-medium text-muted-foreground">
                <time dateTime={release.date}>{formatDate(release.date)}</time>
              </p>
              <h2 id={release.id} className="mt-1 text-2xl font-bold tracking-tight">
                {release.title}
              </h2>
              <Prose html={release.html} />
            </article>
          </li>
        ))}
      </ol>
    </SitePage>
  );
}
