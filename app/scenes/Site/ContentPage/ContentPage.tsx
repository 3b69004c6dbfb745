import { contentPages, type ContentPagePath } from '@common/routes';
import { ContentError } from '@app/content/contentFiles.server';
import { loadContentPage } from '@app/content/pages.server';
import { breadcrumbJsonLd, seoMeta, type Crumb } from '@app/lib/seo';
import { formatDate } from '../components/formatDate';
import { Prose } from '../components/Prose';
import { PageHeading, SitePage } from '../components/SitePage';
import { StartTrial } from '../components/StartTrial';
import { pagePath } from '../components/pathSlug';
import type { Route } from './+types/ContentPage';

function isContentPagePath(path: string): path is ContentPagePath {
  return Object.hasOwn(contentPages, path);
}

/** Runs at build time for each page of `contentPages`: its Markdown, rendered. */
export function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request);
  if (!isContentPagePath(path))
    throw new ContentError('common/routes.ts', `no content page for ${path}`);
  return { path, page: loadContentPage(contentPages[path]) };
}

/** /for and /guides have no index page of their own, so the trail is Home → this page. */
function trailFor(path: string, heading: string): Crumb[] {
  return [{ name: heading, path }];
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { path, page } = loaderData;
  const isArticle = path.startsWith('/guides/');
  return seoMeta({
    title: page.title,
    description: page.description,
    path,
    type: isArticle ? 'article' : 'website',
    jsonLd: [
      breadcrumbJsonLd(trailFor(path, page.heading)),
      ...(isArticle
        ? [
            {
              '@type': 'Article',
              headline: page.heading,
              description: page.description,
              dateModified: page.updated,
            },
          ]
        : []),
    ],
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { path, page } = loaderData;
  return (
    <SitePage breadcrumbs={trailFor(path, page.heading)}>
      <article>
        <PageHeading title={page.heading} />
        <p className="mt-3 text-sm text-muted-foreground">
          Updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
        <Prose html={page.html} className="mt-6" />
      </article>
      {path !== '/privacy' && <StartTrial />}
    </SitePage>
  );
}
