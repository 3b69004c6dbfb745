import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { parse as parseYaml } from 'yaml';

/**
 * Where the site's content lives. Loaders run while prerendering, from the
 * project folder (`npm run build`), never in a visitor's browser.
 */
export const contentRoot = path.join(process.cwd(), 'content');

/** A content problem found at build time: the message starts with the file to fix. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
  }
}

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export interface ContentFile<T> {
  /** The file name without `.md`: the page's slug. */
  slug: string;
  /** The path shown in errors, relative to the project (e.g. `content/blog/x.md`). */
  file: string;
  data: T;
  /** The Markdown after the front matter. */
  body: string;
}

/** Reads one Markdown file and checks its front matter against `schema`. */
export function readContentFile<S extends z.ZodType>(
  absolutePath: string,
  schema: S,
): ContentFile<z.infer<S>> {
  const file = displayPath(absolutePath);
  const source = readFileSync(absolutePath, 'utf8');
  const match = frontMatterBlock.exec(source);
  if (!match) throw new ContentError(file, 'no front matter (a --- block at the top)');
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new ContentError(file, `front matter is not YAML: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`,
    );
    throw new ContentError(file, issues.join('; '));
  }
  return {
    slug: path.basename(absolutePath, '.md'),
    file,
    data: parsed.data,
    body: source.slice(match[0].length).trim(),
  };
}

/** `content/blog/x.md`: the path from the content folder, as an author knows it. */
function displayPath(absolutePath: string): string {
  const parts = absolutePath.split(path.sep);
  const from = parts.lastIndexOf('content');
  return (from >= 0 ? parts.slice(from) : parts.slice(-1)).join('/');
}

/** Every `.md` file of a content folder (absent folder: none), sorted by name. */
export function listMarkdownFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(folder, name));
}

/**
 * Checks data a TypeScript content module exports (FAQ, competitors…):
 * the compiler checks shapes, the schema checks the rules (lengths, dates, URLs).
 */
export function checkContent<S extends z.ZodType>(file: string, schema: S, value: unknown) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ContentError(file, issues.join('; '));
  }
  return parsed.data;
}
