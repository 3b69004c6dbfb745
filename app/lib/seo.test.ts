import { PUBLIC_ORIGIN_PLACEHOLDER } from '@common/routes';
import type { MetaDescriptor } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breadcrumbJsonLd, seoMeta, siteOrigin } from './seo';

function find(meta: MetaDescriptor[], key: string, value: string) {
  const tags: Record<string, unknown>[] = meta;
  return tags.find((tag) => tag[key] === value);
}

afterEach(() => vi.unstubAllGlobals());

describe('seoMeta', () => {
  it('builds title, description, robots, canonical, Open Graph and Twitter tags from one call', () => {
    const meta = seoMeta({
      title: 'Inkling vs Notion',
      description: 'A fair comparison of two note apps.',
      path: '/compare/notion',
    });
    const origin = siteOrigin();
    expect(meta).toContainEqual({ title: 'Inkling vs Notion' });
    expect(find(meta, 'name', 'description')?.content).toBe('A fair comparison of two note apps.');
    expect(find(meta, 'name', 'robots')?.content).toBe('index, follow');
    expect(find(meta, 'rel', 'canonical')).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${origin}/compare/notion`,
    });
    expect(find(meta, 'property', 'og:url')?.content).toBe(`${origin}/compare/notion`);
    expect(find(meta, 'property', 'og:type')?.content).toBe('website');
    expect(find(meta, 'property', 'og:image')?.content).toBe(`${origin}/og/inkling.png`);
    expect(find(meta, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(meta, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(meta, 'property', 'og:site_name')?.content).toBe('Inkling');
    expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
  });

  it('says noindex when asked, and emits each JSON-LD object with its context', () => {
    const meta = seoMeta({
      title: 'Sign in',
      description: 'Sign in to Inkling.',
      path: '/login',
      noindex: true,
      type: 'article',
      jsonLd: [{ '@type': 'WebPage' }, breadcrumbJsonLd([{ name: 'Sign in', path: '/login' }])],
    });
    expect(find(meta, 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(find(meta, 'property', 'og:type')?.content).toBe('article');
    const blocks = meta.flatMap((tag) =>
      'script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : [],
    );
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toEqual({ '@context': 'https://schema.org', '@type': 'WebPage' });
    expect(blocks[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteOrigin()}/` },
        { '@type': 'ListItem', position: 2, name: 'Sign in', item: `${siteOrigin()}/login` },
      ],
    });
  });

  it('writes the placeholder origin while prerendering, for the server to replace', () => {
    vi.stubGlobal('window', undefined);
    expect(siteOrigin()).toBe(PUBLIC_ORIGIN_PLACEHOLDER);
    const meta = seoMeta({ title: 'Blog', description: 'Posts.', path: '/blog' });
    expect(find(meta, 'rel', 'canonical')?.href).toBe(`${PUBLIC_ORIGIN_PLACEHOLDER}/blog`);
  });
});
