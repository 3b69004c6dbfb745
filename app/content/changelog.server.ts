import { readFileSync } from 'node:fs';
import path from 'node:path';
import { changelogEntrySchema, type ChangelogEntry } from '@common/schemas/content';
import { contentRoot, ContentError } from './contentFiles.server';
import { renderMarkdown, slugify } from './markdown.server';

export const changelogFile = path.join(contentRoot, 'changelog.md');

export interface Release extends Omit<ChangelogEntry, 'markdown'> {
  /** An anchor for linking to one release. */
  id: string;
  html: string;
}

export interface Changelog {
  introHtml: string;
  releases: Release[];
}

const releaseHeading = /^## (.+)$/gm;
const headingParts = /^(\d{4}-\d{2}-\d{2})\s+[—–-]\s+(.+)$/;

/**
 * content/changelog.md: an introduction, then one `## YYYY-MM-DD — name`
 * section per release. Returned newest first; releases of the same day keep
 * the file's order (it lists newest first).
 */
export function loadChangelog(file = changelogFile): Changelog {
  const name = 'content/changelog.md';
  const source = readFileSync(file, 'utf8');
  const headings = [...source.matchAll(releaseHeading)];
  if (headings.length === 0) throw new ContentError(name, 'no release (## YYYY-MM-DD — name)');
  const intro = source.slice(0, headings[0]?.index).trim();
  const releases = headings.map((heading, index) => {
    const start = (heading.index ?? 0) + heading[0].length;
    const end = headings[index + 1]?.index ?? source.length;
    const parts = headingParts.exec(heading[1]?.trim() ?? '');
    const parsed = changelogEntrySchema.safeParse({
      date: parts?.[1],
      title: parts?.[2]?.trim(),
      markdown: source.slice(start, end).trim(),
    });
    if (!parts || !parsed.success) {
      const problem = parsed.success
        ? 'use "## YYYY-MM-DD — name"'
        : parsed.error.issues
            .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
            .join('; ');
      throw new ContentError(name, `release "${heading[1] ?? ''}": ${problem}`);
    }
    return { ...parsed.data, order: index };
  });
  releases.sort((a, b) => b.date.localeCompare(a.date) || a.order - b.order);
  return {
    introHtml: renderMarkdown(intro),
    releases: releases.map(({ date, title, markdown }) => ({
      date,
      title,
      id: `${date}-${slugify(title)}`,
      html: renderMarkdown(markdown),
    })),
  };
}
