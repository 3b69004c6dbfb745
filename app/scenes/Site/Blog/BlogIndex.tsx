import { PRODUCT_NAME } from '@common/constants';
import { Link } from 'react-router';
import { listBlogPosts } from '@app/content/blog.server';
import { absoluteUrl, breadcrumbJsonLd, OG_IMAGES, seoMeta } from '@app/lib/seo';
import { formatDate } from '../components/formatDate';
import { PageHeading, SitePage } from '../components/SitePage';
import type { Route } from './+types/BlogIndex';

const path = '/blog';
const trail = [{ name: 'Blog', path }];

/** Runs at build time: every post's front matter, newest first. */
export function loader() {
  return { posts: listBlogPosts() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: `Blog — note-taking, journaling and study tips from ${PRODUCT_NAME}`,
    description: `Articles on taking better notes, keeping a digital journal, studying with notes and getting more from ${PRODUCT_NAME}, newest first.`,
    path,
    image: OG_IMAGES.blog,
    jsonLd: [
      breadcrumbJsonLd(trail),
      {
        '@type': 'Blog',
        name: `The ${PRODUCT_NAME} blog`,
        url: absoluteUrl(path),
        blogPost: (loaderData?.posts ?? []).map((post) => ({
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.date,
          url: absoluteUrl(`/blog/${post.slug}`),
        })),
      },
    ],
  });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <SitePage breadcrumbs={trail}>
      <PageHeading
        title={`The ${PRODUCT_NAME} blog`}
        lead="Ideas and methods for taking notes you will use again, keeping a journal that lasts, and studying with less stress."
      />
      <ol className="mt-10 grid gap-10">
        {loaderData.posts.map((post) => (
          <li key={post.slug}>
            <article aria-labelledby={`post-${post.slug}`}>
              <p className="text-sm text-muted-foreground">
                <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes}{' '}
                min read
              </p>
              <h2 id={`post-${post.slug}`} className="mt-1 text-2xl font-bold tracking-tight">
                <Link
                  to={`/blog/${post.slug}`}
                  className="rounded underline-offset-4 hover:underline"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-2 text-muted-foreground">{post.description}</p>
            </article>
          </li>
        ))}
      </ol>
    </SitePage>
  );
}
