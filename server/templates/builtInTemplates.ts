import path from 'node:path';
import { templateFrontMatterSchema, type Template } from '@common/schemas/templates';
import { loadMarkdownFolder } from '../content/markdownFolder';
import { projectRoot } from '../paths';

const builtInTemplatesFolder = path.join(projectRoot, 'content/templates');

/**
 * The built-in templates, read once from content/templates/*.md. A file with
 * bad front matter stops the server with a message naming the file: content
 * errors are found at start, not by a user.
 */
export function loadBuiltInTemplates(folder = builtInTemplatesFolder): Template[] {
  return loadMarkdownFolder(folder, templateFrontMatterSchema, 'content/templates').map(
    ({ slug, data, markdown }) => ({
      id: `builtin:${slug}`,
      ...data,
      markdown,
      builtIn: true,
    }),
  );
}
