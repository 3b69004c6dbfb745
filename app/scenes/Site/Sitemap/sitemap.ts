import { noindexPaths, prerenderedPaths } from '@common/routes';
import { listBlogPosts } from '@app/content/blog.server';
import { contentPageDates } from '@app/content/pages.server';
import { absoluteUrl } from '@app/lib/seo';

/** Public pages that are not for search results (the sign-in forms). */
const excluded = new Set<string>(noindexPaths);

interface Entry {
  path: string;
  lastmod?: string | undefined;
}

/**
 * /sitemap.xml, written at build time from the route list, with every blog
 * post and the date it last changed. Its URLs carry the placeholder origin
 * the server replaces with PUBLIC_URL.
 */
export function loader() {
  const pageDates = contentPageDates();
  const pages: Entry[] = prerenderedPaths
    .filter((path) => !excluded.has(path))
    .map((path) => ({ path, lastmod: pageDates.get(path) }));
  const posts: Entry[] = listBlogPosts().map((post) => ({
    path: `/blog/${post.slug}`,
    lastmod: post.updated ?? post.date,
  }));
  return new Response(sitemapXml([...pages, ...posts]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}

export function sitemapXml(entries: Entry[]): string {
  const urls = entries.map(({ path, lastmod }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(path))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
