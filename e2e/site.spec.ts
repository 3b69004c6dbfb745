import { expect, test, visit } from './support/fixtures';
import { inGroupsOf } from './support/groups';
import { aiFaq, appFaq, captureFaq, faq, journalFaq } from '../content/faq';
import { competitors } from '../content/competitors';
import { listBlogPosts } from '../app/content/blog.server';
import { loadContentPage } from '../app/content/pages.server';
import {
  alternativeApps,
  comparedApps,
  contentPages,
  noindexPaths,
  prerenderedPaths,
  studentComparedApps,
  type ContentPagePath,
} from '../common/routes';

/** One public page and what its h1 says (undefined: the lead's page, any single h1 will do). */
interface PublicPage {
  path: string;
  h1?: string;
}

const nameOf = (slug: string) => {
  const found = competitors.find((competitor) => competitor.slug === slug);
  if (!found) throw new Error(`no competitor ${slug}`);
  return found.name;
};
const anAlternative = (name: string) =>
  `${/^[AEIOU]/i.test(name) && !/^One/i.test(name) ? 'an' : 'a'} ${name} alternative`;

const blogPosts = listBlogPosts();

/** Every prerendered public page with its expected h1, read from the same content the build used. */
const publicPages: PublicPage[] = [
  ...prerenderedPaths
    .filter(
      (path) =>
        !path.startsWith('/compare/') &&
        !path.startsWith('/alternative/') &&
        !(path in contentPages),
    )
    .map((path) => ({
      path,
      h1: (
        {
          '/changelog': 'Changelog',
          '/templates': 'Note templates',
          '/templates/free': 'Free note and journal templates',
          '/compare': 'How Inkling compares',
          '/blog': 'The Inkling blog',
          '/faq': loadContentPage('faq').heading,
        } as Record<string, string | undefined>
      )[path],
    })),
  ...comparedApps.map((app) => ({ path: `/compare/${app}`, h1: `Inkling vs ${nameOf(app)}` })),
  ...studentComparedApps.map((app) => ({
    path: `/compare/${app}-students`,
    h1: `${nameOf(app)} vs Inkling for students`,
  })),
  ...alternativeApps.map((app) => ({
    path: `/alternative/${app}`,
    h1: `Looking for ${anAlternative(nameOf(app))}?`,
  })),
  ...(Object.keys(contentPages) as ContentPagePath[]).map((path) => ({
    path,
    h1: loadContentPage(contentPages[path]).heading,
  })),
  ...blogPosts.map((post) => ({ path: `/blog/${post.slug}`, h1: post.title })),
];

const noindexPublicPaths: readonly string[] = noindexPaths;
/** /faq answers the landing page's eight questions, then the AI's, photos' and voice's, the journal's, and installing and versions. */
const faqCount = faq.length + aiFaq.length + captureFaq.length + journalFaq.length + appFaq.length;

/** Signed-in screens: the SPA shell, which must say noindex. */
const appScreenPaths = [
  '/dashboard',
  '/note/abc',
  '/journal',
  '/habits',
  '/timeline',
  '/tags',
  '/trash',
  '/settings',
];

/** The few HTML entities React writes in text and attributes. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The content of `<meta name|property="key" content="…">` in a page's HTML. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(
    `<meta (?:name|property)="${key.replace(/[:+]/g, '\\$&')}" content="([^"]*)"`,
  );
  const match = tag.exec(html);
  return match ? decodeEntities(match[1] ?? '') : undefined;
}

/** Every JSON-LD block of a page, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

const robotsOf = (html: string) => metaContent(html, 'robots');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

test.describe('the public site without JavaScript', () => {
  for (const { path, h1 } of publicPages) {
    test(`${path} has its heading, title, description, canonical URL and social tags`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const url = `${baseURL ?? ''}${path}`;

      const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
      expect(headings, 'one h1 per page').toHaveLength(1);
      const headingText = decodeEntities((headings[0]?.[1] ?? '').replace(/<[^>]+>/g, '')).trim();
      expect(headingText.length).toBeGreaterThan(3);
      if (h1) expect(headingText).toBe(h1);

      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(title.length).toBeGreaterThan(10);
      expect(metaContent(html, 'description')?.length ?? 0).toBeGreaterThan(40);
      expect(canonicalOf(html)).toBe(url);
      expect(html).not.toContain('inkling.invalid');

      expect(metaContent(html, 'og:title')).toBeTruthy();
      expect(metaContent(html, 'og:description')).toBeTruthy();
      expect(metaContent(html, 'og:url')).toBe(url);
      expect(metaContent(html, 'og:type')).toMatch(/^(website|article)$/);
      expect(metaContent(html, 'og:site_name')).toBe('Inkling');
      expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${baseURL ?? ''}/og/.+\\.png$`));
      expect(metaContent(html, 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'og:image:height')).toBe('630');
      expect(metaContent(html, 'og:image:alt')).toBeTruthy();
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');

      expect(robotsOf(html)).toBe(
        noindexPublicPaths.includes(path) ? 'noindex, nofollow' : 'index, follow',
      );
    });
  }

  test('titles and descriptions are unique, and every social image exists', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const images = new Set<string>();
    for (const { path } of publicPages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = metaContent(html, 'description') ?? '';
      expect(
        titles.get(title),
        `${path} repeats the title of ${titles.get(title) ?? ''}`,
      ).toBeUndefined();
      expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
      const image = metaContent(html, 'og:image');
      if (image) images.add(image);
    }
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('app screens and unknown paths are kept out of search results', async ({ request }) => {
    for (const path of appScreenPaths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(robotsOf(await response.text()), path).toBe('noindex, nofollow');
      expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    }
    const unknown = await request.get('/no/such/page');
    expect(unknown.status()).toBe(404);
    expect(robotsOf(await unknown.text())).toBe('noindex, nofollow');
  });

  test('the sitemap lists every public page and post, with the posts’ dates', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const indexable = publicPages.filter(({ path }) => !noindexPublicPaths.includes(path));
    expect(listed.sort()).toEqual(indexable.map(({ path }) => `${baseURL ?? ''}${path}`).sort());
    for (const post of blogPosts) {
      expect(xml).toContain(
        `<loc>${baseURL ?? ''}/blog/${post.slug}</loc>\n    <lastmod>${post.updated ?? post.date}</lastmod>`,
      );
    }
  });

  test('robots.txt points to the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${baseURL ?? ''}/sitemap.xml`);
  });

  test('sub-pages carry JSON-LD that parses: breadcrumbs everywhere, FAQ and posts in full', async ({
    request,
    baseURL,
  }) => {
    for (const { path } of publicPages.filter(({ path }) => path !== '/')) {
      if (noindexPublicPaths.includes(path) || path === '/pricing' || path === '/demo-setup')
        continue; // the lead's pages
      const blocks = jsonLdBlocks(await (await request.get(path)).text());
      for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
      const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      const items = breadcrumbs?.itemListElement as
        { '@type': string; position: number; name: string; item: string }[] | undefined;
      expect(items?.length ?? 0, path).toBeGreaterThanOrEqual(2);
      expect(items?.map((item) => item.position)).toEqual(items?.map((_, index) => index + 1));
      expect(items?.[0]?.item).toBe(`${baseURL ?? ''}/`);
      expect(items?.at(-1)?.item).toBe(`${baseURL ?? ''}${path}`);
    }

    const faqBlocks = jsonLdBlocks(await (await request.get('/faq')).text());
    const faqPage = faqBlocks.find((block) => block['@type'] === 'FAQPage');
    const questions = faqPage?.mainEntity as
      | { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
      | undefined;
    expect(questions).toHaveLength(faqCount);
    for (const question of questions ?? []) {
      expect(question['@type']).toBe('Question');
      expect(question.name.length).toBeGreaterThan(5);
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    }

    for (const post of blogPosts) {
      const blocks = jsonLdBlocks(await (await request.get(`/blog/${post.slug}`)).text());
      const posting = blocks.find((block) => block['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        author: { '@type': 'Person', name: post.author },
        mainEntityOfPage: `${baseURL ?? ''}/blog/${post.slug}`,
      });
      expect(String(posting?.image)).toMatch(/^http.+\.png$/);
    }
  });
});

test.describe('the public site in a browser', () => {
  test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
    const response = await visit(page, '/compare/wordstar');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('every top-bar and footer link leads to a page', async ({ page, request }) => {
    await visit(page, '/changelog');
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/templates',
        '/pricing',
        '/blog',
        '/changelog',
        '/login',
        '/signup',
        '/ai-digital-notebook',
        '/privacy',
        '/for/students',
        '/for/professionals',
        '/for/writers',
        '/alternative/notion',
        '/alternative/evernote',
        '/alternative/onenote',
        '/alternative/apple-notes',
      ]),
    );
    for (const href of new Set(hrefs)) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('the blog list links each post, and posts link their neighbours', async ({ page }) => {
    await visit(page, '/blog');
    const [newest, second] = blogPosts;
    if (!newest || !second) return;
    await page.getByRole('link', { name: newest.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
    await expect(page.getByText(`${String(newest.readingMinutes)} min read`)).toBeVisible();
    await page
      .getByRole('link', {
        name: new RegExp(`Previous post ${second.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
  });

  test('comparison tables are labelled, with row and column headers', async ({ page }) => {
    await visit(page, '/compare/notion');
    const table = page.getByRole('table', { name: /Inkling and Notion compared/ });
    await expect(table.getByRole('columnheader', { name: 'Notion' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Tags' })).toBeVisible();
    await expect(page.getByText('Legend:')).toBeVisible();
    await expect(page.getByRole('link', { name: /pricing page/ })).toHaveAttribute(
      'href',
      /^https:/,
    );
  });

  for (const pages of inGroupsOf(publicPages, 4)) {
    const paths = pages.map(({ path }) => path);
    test(`${paths.join(', ')} pass axe`, async ({ page }) => {
      for (const path of paths) await visit(page, path);
    });
  }

  for (const path of ['/compare/evernote', '/blog', '/templates', '/faq']) {
    test(`${path} passes axe in the dark theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await visit(page, path);
    });
  }
});
