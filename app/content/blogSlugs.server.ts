import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The slug of every post in content/blog, for the route table and the
 * prerender list (both evaluated in Node when the app is built; the front
 * matter is checked later, by the posts' loaders).
 */
export function blogSlugs(root = process.cwd()): string[] {
  const folder = path.join(root, 'content/blog');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort();
}
