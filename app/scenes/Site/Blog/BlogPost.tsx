import { PRODUCT_NAME } from '@common/constants';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ContentError } from '@app/content/contentFiles.server';
import { getBlogPost } from '@app/content/blog.server';
import { absoluteUrl, breadcrumbJsonLd, OG_IMAGES, seoMeta } from '@app/lib/seo';
import { formatDate } from '../components/formatDate';
import { Prose } from '../components/Prose';
import { SitePage } from '../components/SitePage';
import { StartTrial } from '../components/StartTrial';
import { lastPathSegment } from '../components/pathSlug';
import type { Route } from './+types/BlogPost';

/** Runs at build time for each /blog/<slug> route: the post rendered, with its neighbours. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = lastPathSegment(request);
  const post = getBlogPost(slug);
  if (!post) throw new ContentError(`content/blog/${slug}.md`, 'missing: this post has a route');
  return { post };
}

function trailFor(title: string, slug: string) {
  return [
    { name: 'Blog', path: '/blog' },
    { name: title, path: `/blog/${slug}` },
  ];
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  return [
    ...seoMeta({
      title: `${post.title} — ${PRODUCT_NAME} blog`,
      description: post.description,
      path,
      image: OG_IMAGES.blog,
      type: 'article',
      jsonLd: [
        breadcrumbJsonLd(trailFor(post.title, post.slug)),
        {
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          dateModified: post.updated ?? post.date,
          author: { '@type': 'Person', name: post.author },
          publisher: {
            '@type': 'Organization',
            name: PRODUCT_NAME,
            logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
          },
          image: absoluteUrl(OG_IMAGES.blog.path),
          mainEntityOfPage: absoluteUrl(path),
          keywords: post.tags.join(', '),
          timeRequired: `PT${String(post.readingMinutes)}M`,
        },
      ],
    }),
    { property: 'article:published_time', content: post.date },
    { property: 'article:modified_time', content: post.updated ?? post.date },
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <SitePage breadcrumbs={trailFor(post.title, post.slug)}>
      <article>
        <header className="mt-6">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-sm text-muted-foreground">
            By {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
            {post.updated && (
              <>
                {' '}
                · Updated <time dateTime={post.updated}>{formatDate(post.updated)}</time>
              </>
            )}{' '}
            · {post.readingMinutes} min read
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Topics">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground"
              >
                {tag}
              </li>
            ))}
          </ul>
        </header>
        <Prose html={post.html} className="mt-8" />
      </article>
      <nav
        aria-label="More posts"
        className="mt-14 grid gap-4 border-t border-border pt-8 sm:grid-cols-2"
      >
        {post.previous && (
          <Link
            to={`/blog/${post.previous.slug}`}
            rel="prev"
            className="group rounded-xl border border-border p-4 hover:bg-muted"
          >
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <ArrowLeft className="size-4" aria-hidden /> Previous post
            </span>
            <span className="mt-1 block font-semibold group-hover:underline">
              {post.previous.title}
            </span>
          </Link>
        )}
        {post.next && (
          <Link
            to={`/blog/${post.next.slug}`}
            rel="next"
            className="group rounded-xl border border-border p-4 text-right hover:bg-muted sm:col-start-2"
          >
            <span className="flex items-center justify-end gap-1 text-sm text-muted-foreground">
              Next post <ArrowRight className="size-4" aria-hidden />
            </span>
            <span className="mt-1 block font-semibold group-hover:underline">
              {post.next.title}
            </span>
          </Link>
        )}
      </nav>
      <StartTrial />
    </SitePage>
  );
}
