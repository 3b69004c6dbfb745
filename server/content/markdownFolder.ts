import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export interface MarkdownFile<T> {
  /** The file name without `.md`. */
  slug: string;
  data: T;
  markdown: string;
}

/**
 * Reads every `.md` file of a folder, in name order, checking each file's
 * YAML front matter with the schema. A bad file throws naming itself, so
 * content errors stop the server at start rather than reach a user.
 */
export function loadMarkdownFolder<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
  /** How errors name the folder, e.g. `content/templates`. */
  label: string,
): MarkdownFile<z.infer<Schema>>[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(folder, file), 'utf8');
      const match = frontMatter.exec(source);
      const parsed = schema.safeParse(match ? parseYaml(match[1] ?? '') : undefined);
      if (!match || !parsed.success) {
        const problem = parsed.success
          ? 'no front matter'
          : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        throw new Error(`${label}/${file}: ${problem}`);
      }
      return {
        slug: file.replace(/\.md$/, ''),
        data: parsed.data,
        markdown: source.slice(match[0].length).trim(),
      };
    });
}
