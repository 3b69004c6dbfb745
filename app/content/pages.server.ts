import path from 'node:path';
import { contentPages } from '@common/routes';
import { pageFrontMatterSchema, type PageFrontMatter } from '@common/schemas/content';
import { contentRoot, ContentError, readContentFile } from './contentFiles.server';
import { renderMarkdown } from './markdown.server';

export const pagesFolder = path.join(contentRoot, 'pages');

export interface ContentPage extends PageFrontMatter {
  /** The h1: the front matter's heading, else its title. */
  heading: string;
  html: string;
}

/** A standalone page from content/pages/<name>.md, its Markdown rendered. */
export function loadContentPage(name: string, folder = pagesFolder): ContentPage {
  const file = path.join(folder, `${name}.md`);
  let page;
  try {
    page = readContentFile(file, pageFrontMatterSchema);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ContentError(`content/pages/${name}.md`, 'missing: this page has a route');
    }
    throw error;
  }
  return {
    ...page.data,
    heading: page.data.heading ?? page.data.title,
    html: renderMarkdown(page.body),
  };
}

/** The `updated` date of every content page by path, for the sitemap. */
export function contentPageDates(folder = pagesFolder): Map<string, string> {
  const dates = new Map<string, string>();
  for (const [path, name] of Object.entries(contentPages)) {
    dates.set(path, loadContentPage(name, folder).updated);
  }
  dates.set('/faq', loadContentPage('faq', folder).updated);
  return dates;
}
