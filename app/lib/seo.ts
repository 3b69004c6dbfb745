import { PUBLIC_ORIGIN_PLACEHOLDER } from '@common/routes';
import { site } from '@content/site';
import type { MetaDescriptor } from 'react-router';

/** The Open Graph cards scripts/og-image.ts draws: the shared one and one per section. */
export const OG_IMAGES = {
  default: { path: '/og/inkling.png', alt: `${site.productName}: ${site.tagline}` },
  blog: { path: '/og/blog.png', alt: `The ${site.productName} blog` },
  compare: {
    path: '/og/compare.png',
    alt: `How ${site.productName} compares with other note apps`,
  },
  templates: { path: '/og/templates.png', alt: `${site.productName} note templates` },
} as const;
export const DEFAULT_OG_IMAGE = OG_IMAGES.default;
const OG_IMAGE_WIDTH = 1200;
const OG_IMAGE_HEIGHT = 630;

/** A schema.org object for a `<script type="application/ld+json">` block. */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

export interface SeoOptions {
  /** The whole `<title>`, unique per page. */
  title: string;
  /** The meta description (50–160 characters reads best in results). */
  description: string;
  /** The page's path, e.g. `/blog/hello`: canonical and og:url are built from it. */
  path: string;
  /** `article` for blog posts and guides; `website` otherwise. */
  type?: 'website' | 'article';
  /** The social card; the shared Inkling card when absent. */
  image?: { path: string; alt: string };
  /** Keep the page out of search results (sign-in, sign-up, app screens, shared notes). */
  noindex?: boolean;
  /** Structured data for the page, each emitted as its own JSON-LD block. */
  jsonLd?: JsonLd | JsonLd[];
}

/**
 * The origin absolute URLs are built on. In the browser it is the address the
 * page was opened at; while prerendering it is a placeholder the server
 * replaces with `PUBLIC_URL` (see common/routes.ts), so one build can be
 * served at any address.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? PUBLIC_ORIGIN_PLACEHOLDER : window.location.origin;
}

/** An absolute URL for a path on this site. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Everything a route's `meta()` returns: title, description, robots,
 * canonical, Open Graph, Twitter card and optional JSON-LD. React Router uses
 * the deepest route's list alone, so each public page returns the full set.
 */
export function seoMeta(options: SeoOptions): MetaDescriptor[] {
  const url = absoluteUrl(options.path);
  const image = options.image ?? DEFAULT_OG_IMAGE;
  const imageUrl = absoluteUrl(image.path);
  const jsonLd = options.jsonLd === undefined ? [] : [options.jsonLd].flat();
  return [
    { title: options.title },
    { name: 'description', content: options.description },
    { name: 'robots', content: options.noindex ? 'noindex, nofollow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.productName },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: options.title },
    { property: 'og:description', content: options.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(OG_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: options.title },
    { name: 'twitter:description', content: options.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    ...jsonLd.map((data) => ({
      'script:ld+json': { '@context': 'https://schema.org', ...data },
    })),
  ];
}

/** One step of a breadcrumb trail: the home page comes first automatically. */
export interface Crumb {
  name: string;
  path: string;
}

/** BreadcrumbList structured data for a sub-page, from the home page down to it. */
export function breadcrumbJsonLd(trail: Crumb[]): JsonLd {
  const crumbs = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
