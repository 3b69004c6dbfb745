/**
 * /robots.txt, written by the server because the sitemap's address depends
 * on where it is served (PUBLIC_URL). Everything public may be crawled; app
 * screens say noindex themselves (a Disallow would hide that from crawlers).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
