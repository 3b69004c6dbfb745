import { contentPages } from '@common/routes';
import { competitors } from '@content/competitors';
import { describe, expect, it } from 'vitest';
import { listBlogPosts } from './blog.server';
import { loadChangelog } from './changelog.server';
import { getCompetitor, listCompetitors } from './competitors.server';
import { listFaq } from './faq.server';
import { loadContentPage } from './pages.server';
import { listTemplateCards } from './templates.server';

/**
 * The real files in content/, checked as the build checks them: a content
 * mistake fails `npm test` too, naming the file, before anyone builds.
 */
describe('the site content', () => {
  it('has valid blog posts, newest first', () => {
    const posts = listBlogPosts();
    expect(posts.length).toBeGreaterThan(0);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has every page the routes need, plus the FAQ introduction', () => {
    for (const name of [...Object.values(contentPages), 'faq']) {
      const page = loadContentPage(name);
      expect(page.heading.length, name).toBeGreaterThan(4);
      expect(page.html, name).not.toContain('<h1');
    }
  });

  it('has a changelog whose releases are newest first', () => {
    const { releases } = loadChangelog();
    expect(releases.length).toBeGreaterThan(0);
    const dates = releases.map((release) => release.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(releases.map((release) => release.id)).size).toBe(releases.length);
  });

  it('has a competitor, with students text where a students page exists', () => {
    expect(listCompetitors().length).toBeGreaterThanOrEqual(6);
    for (const slug of ['notion', 'evernote', 'onenote']) {
      expect(getCompetitor(slug).students).toBeTruthy();
    }
  });

  it('fails naming content/competitors.ts when a competitor breaks the schema', () => {
    const broken = [
      { ...competitors[0], pricing: { ...competitors[0]?.pricing, checked: 'March' } },
    ];
    expect(() => listCompetitors(broken)).toThrow(
      /^content\/competitors\.ts: 0\.pricing\.checked: checked is YYYY-MM/,
    );
    expect(() => getCompetitor('wordstar')).toThrow(
      'content/competitors.ts: no competitor "wordstar"',
    );
  });

  it('has eight FAQ entries, and names content/faq.ts when one is wrong', () => {
    expect(listFaq()).toHaveLength(8);
    expect(() => listFaq([{ question: 'Short?', answer: 'No.' }])).toThrow(
      /^content\/faq\.ts: 0\.question/,
    );
  });

  it('previews every built-in template without headings (cards keep the page outline)', () => {
    const cards = listTemplateCards();
    expect(cards.length).toBe(12);
    for (const card of cards) expect(card.previewHtml).not.toMatch(/<h\d/);
  });
});
