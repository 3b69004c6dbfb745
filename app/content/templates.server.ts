import type { Template } from '@common/schemas/templates';
import { loadBuiltInTemplates } from '@server/templates/builtInTemplates';
import { renderPreview } from './markdown.server';

export interface TemplateCard extends Omit<Template, 'id' | 'markdown' | 'builtIn'> {
  slug: string;
  /** The template rendered, for the card's preview. */
  previewHtml: string;
}

/**
 * The built-in templates as the gallery shows them: the same files and
 * checks the server uses when it creates a note from one.
 */
export function listTemplateCards(templates: Template[] = loadBuiltInTemplates()): TemplateCard[] {
  return templates.map(({ id, name, description, category, markdown }) => ({
    slug: id.replace(/^builtin:/, ''),
    name,
    description,
    category,
    previewHtml: renderPreview(markdown),
  }));
}
