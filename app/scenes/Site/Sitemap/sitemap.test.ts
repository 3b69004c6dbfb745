import { describe, expect, it } from 'vitest';
import { loader, sitemapXml } from './sitemap';

describe('the sitemap', () => {
  it('writes one url per page, with lastmod when the date is known', () => {
    const xml = sitemapXml([{ path: '/blog/a&b', lastmod: '2026-11-02' }, { path: '/faq' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(/<loc>[^<]+\/blog\/a&amp;b<\/loc>\n {4}<lastmod>2026-11-02<\/lastmod>/);
    expect(xml).toMatch(/<loc>[^<]+\/faq<\/loc>\n {2}<\/url>/);
  });

  it('lists the public pages and posts, never the sign-in forms', async () => {
    const xml = await loader().text();
    expect(xml).toContain('/compare/notion-students</loc>');
    expect(xml).toContain('/alternative/google-keep</loc>');
    expect(xml).toMatch(/\/blog\/[a-z0-9-]+<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).not.toContain('/login</loc>');
    expect(xml).not.toContain('/signup</loc>');
  });
});
