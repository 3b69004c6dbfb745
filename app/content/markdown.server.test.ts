import { describe, expect, it } from 'vitest';
import { readingMinutes, renderMarkdown, renderPreview, slugify } from './markdown.server';

describe('Markdown at build time', () => {
  it('starts headings at h2 (the page title is the only h1) and gives them ids', () => {
    const html = renderMarkdown('# Getting started\n\n## Tags & search');
    expect(html).toContain('<h2 id="getting-started">Getting started</h2>');
    expect(html).toContain('<h2 id="tags-search">Tags &amp; search</h2>');
  });

  it('gives table headers a column scope and lets wide tables scroll', () => {
    const html = renderMarkdown('| App | Price |\n| --- | --- |\n| Inkling | $1 |');
    expect(html).toContain('<div class="table-scroll"><table>');
    expect(html).toContain('<th scope="col">App</th>');
    expect(html).toContain('<td>Inkling</td>');
  });

  it('sends no referrer to outside links, and leaves our own links alone', () => {
    const html = renderMarkdown('[Notion](https://www.notion.com) and [pricing](/pricing)');
    expect(html).toContain('<a href="https://www.notion.com" rel="noopener noreferrer">Notion</a>');
    expect(html).toContain('<a href="/pricing">pricing</a>');
  });

  it('draws task boxes as text, not as form controls nobody can use', () => {
    const html = renderMarkdown('- [ ] buy milk\n- [x] call Sam');
    expect(html).not.toContain('<input');
    expect(html).toContain('☐');
    expect(html).toContain('☑');
  });

  it('turns headings into paragraphs in previews', () => {
    expect(renderPreview('## Agenda')).toBe('<p class="preview-heading preview-h2">Agenda</p>\n');
  });

  it('counts reading time at 220 words a minute, at least one', () => {
    expect(readingMinutes('a few words')).toBe(1);
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
    expect(slugify('What’s new in 2026?')).toBe('what-s-new-in-2026');
  });
});
