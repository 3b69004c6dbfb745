import type { Template } from '@common/schemas/templates';
import type { TemplateRow } from '../templates/templateStore';

/** The fields of a template that leave the server: a built-in one, or one a user saved. */
export function presentTemplate(template: Template | TemplateRow): Template {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    category: template.category as Template['category'],
    markdown: template.markdown,
    builtIn: 'builtIn' in template && template.builtIn,
  };
}
