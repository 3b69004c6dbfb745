import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { templateFrontMatterSchema, type Template } from '@common/schemas/templates';
import { parse as parseYaml } from 'yaml';
import { projectRoot } from '../paths';

export const builtInTemplatesFolder = path.join(projectRoot, 'content/templates');
const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * The built-in templates, read once from content/templates/*.md. A file with
 * bad front matter stops the server with a message naming the file: content
 * errors are found at start, not by a user.
 */
export function loadBuiltInTemplates(folder = builtInTemplatesFolder): Template[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(folder, file), 'utf8');
      const match = frontMatter.exec(source);
      const parsed = templateFrontMatterSchema.safeParse(
        match ? parseYaml(match[1] ?? '') : undefined,
      );
      if (!match || !parsed.success) {
        const problem = parsed.success
          ? 'no front matter'
          : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        throw new Error(`content/templates/${file}: ${problem}`);
      }
      return {
        id: `builtin:${file.replace(/\.md$/, '')}`,
        ...parsed.data,
        markdown: source.slice(match[0].length).trim(),
        builtIn: true,
      };
    });
}
