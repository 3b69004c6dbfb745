import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blogPostFrontMatterSchema, pageFrontMatterSchema } from '@common/schemas/content';
import { afterAll, describe, expect, it } from 'vitest';
import { getBlogPost, listBlogPosts } from './blog.server';
import { ContentError, readContentFile } from './contentFiles.server';
import { loadContentPage } from './pages.server';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A throw-away content folder: `content/blog` or `content/pages` with the given files. */
function contentFolder(kind: 'blog' | 'pages', files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'inkling-content-'));
  roots.push(root);
  const folder = path.join(root, 'content', kind);
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return folder;
}

const post = (fields: Record<string, string>, body = 'Some words to read.') =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${key === 'tags' ? value : JSON.stringify(value)}`)
    .join('\n')}\n---\n\n${body}\n`;

const goodPost = {
  title: 'How to keep a journal you reread',
  description:
    'A short method for journaling that lasts: one question a day, a weekly look back, and tags that make entries easy to find again.',
  date: '2026-11-01',
  author: 'Ada Writer',
  tags: '[journaling, habits]',
};

describe('content files', () => {
  it('reads front matter and the Markdown after it', () => {
    const folder = contentFolder('blog', { 'keep-a-journal.md': post(goodPost, '# Hello') });
    const file = readContentFile(path.join(folder, 'keep-a-journal.md'), blogPostFrontMatterSchema);
    expect(file.slug).toBe('keep-a-journal');
    expect(file.data.tags).toEqual(['journaling', 'habits']);
    expect(file.body).toBe('# Hello');
  });

  it('fails naming the file and the field when the front matter breaks the schema', () => {
    const folder = contentFolder('blog', {
      'bad-date.md': post({ ...goodPost, date: '1 November 2026' }),
    });
    expect(() => listBlogPosts(folder)).toThrow(ContentError);
    expect(() => listBlogPosts(folder)).toThrow(
      /^content\/blog\/bad-date\.md: date: dates are YYYY-MM-DD/,
    );
  });

  it('fails naming the file when there is no front matter or it is not YAML', () => {
    const folder = contentFolder('pages', {
      'bare.md': '# Just text\n',
      'broken.md': '---\ntitle: [unclosed\n---\nText\n',
    });
    expect(() => readContentFile(path.join(folder, 'bare.md'), pageFrontMatterSchema)).toThrow(
      'content/pages/bare.md: no front matter',
    );
    expect(() => readContentFile(path.join(folder, 'broken.md'), pageFrontMatterSchema)).toThrow(
      /^content\/pages\/broken\.md: front matter is not YAML/,
    );
  });

  it('names a page that has a route but no file', () => {
    const folder = contentFolder('pages', {});
    expect(() => loadContentPage('for-astronauts', folder)).toThrow(
      'content/pages/for-astronauts.md: missing: this page has a route',
    );
  });
});

describe('blog posts', () => {
  const folder = contentFolder('blog', {
    'oldest.md': post({ ...goodPost, title: 'The oldest post of them all', date: '2026-01-05' }),
    'newest.md': post(
      {
        ...goodPost,
        title: 'The newest post of them all',
        date: '2026-10-20',
        updated: '2026-11-02',
      },
      'word '.repeat(660),
    ),
    'middle.md': post({ ...goodPost, title: 'A post from the middle', date: '2026-06-10' }),
  });

  it('lists posts newest first with their reading time', () => {
    const posts = listBlogPosts(folder);
    expect(posts.map((entry) => entry.slug)).toEqual(['newest', 'middle', 'oldest']);
    expect(posts[0]?.readingMinutes).toBe(3);
    expect(posts[2]?.readingMinutes).toBe(1);
  });

  it('gives a post its older (previous) and newer (next) neighbours', () => {
    const middle = getBlogPost('middle', folder);
    expect(middle?.previous).toEqual({ slug: 'oldest', title: 'The oldest post of them all' });
    expect(middle?.next).toEqual({ slug: 'newest', title: 'The newest post of them all' });
    expect(getBlogPost('newest', folder)?.next).toBeNull();
    expect(getBlogPost('oldest', folder)?.previous).toBeNull();
    expect(getBlogPost('nope', folder)).toBeUndefined();
  });
});
