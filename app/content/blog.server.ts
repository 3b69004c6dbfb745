import path from 'node:path';
import { blogPostFrontMatterSchema, type BlogPostFrontMatter } from '@common/schemas/content';
import { contentRoot, listMarkdownFiles, readContentFile } from './contentFiles.server';
import { readingMinutes, renderMarkdown } from './markdown.server';

export const blogFolder = path.join(contentRoot, 'blog');

export interface BlogPostSummary extends BlogPostFrontMatter {
  slug: string;
  readingMinutes: number;
}

export interface BlogPost extends BlogPostSummary {
  html: string;
  /** The neighbours in date order: previous is older, next is newer. */
  previous: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
}

interface LoadedPost {
  summary: BlogPostSummary;
  body: string;
}

function loadPosts(folder: string): LoadedPost[] {
  return listMarkdownFiles(folder)
    .map((file) => readContentFile(file, blogPostFrontMatterSchema))
    .map(({ slug, data, body }) => ({
      summary: { slug, ...data, readingMinutes: readingMinutes(body) },
      body,
    }))
    .sort((a, b) =>
      a.summary.date === b.summary.date
        ? a.summary.slug.localeCompare(b.summary.slug)
        : b.summary.date.localeCompare(a.summary.date),
    );
}

/** Every post, newest first (a bad file fails the build, naming itself). */
export function listBlogPosts(folder = blogFolder): BlogPostSummary[] {
  return loadPosts(folder).map((post) => post.summary);
}

/** One post rendered to HTML with its neighbours; undefined when there is no such post. */
export function getBlogPost(slug: string, folder = blogFolder): BlogPost | undefined {
  const posts = loadPosts(folder);
  const index = posts.findIndex((post) => post.summary.slug === slug);
  const post = posts[index];
  if (!post) return undefined;
  const link = (other: LoadedPost | undefined) =>
    other ? { slug: other.summary.slug, title: other.summary.title } : null;
  return {
    ...post.summary,
    html: renderMarkdown(post.body),
    previous: link(posts[index + 1]),
    next: link(posts[index - 1]),
  };
}
