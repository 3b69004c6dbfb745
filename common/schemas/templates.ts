import { idSchema } from './ids';
import { z } from './zod';

export const templateCategories = ['journal', 'study', 'work', 'writing', 'personal'] as const;
export const templateCategorySchema = z.enum(templateCategories, {
  message: `category must be one of ${templateCategories.join(', ')}`,
});

/** The front matter of a built-in template file in content/templates. */
export const templateFrontMatterSchema = z.object({
  name: z.string().min(1).max(80),
  description: z.string().min(1).max(200),
  category: templateCategorySchema,
});

export const templateSchema = z.object({
  /** `builtin:<slug>` for built-in templates, a uuid for the user's own. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: templateCategorySchema,
  markdown: z.string(),
  builtIn: z.boolean(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListSchema = z.object({ templates: z.array(templateSchema) });
export const templateResponseSchema = z.object({ template: templateSchema });

/** Save a note as a template; name and description default to the note's title and excerpt. */
export const createTemplateSchema = z.object({
  noteId: idSchema,
  name: z.string().trim().min(1).max(80, 'Template names are at most 80 characters').optional(),
  description: z.string().trim().max(200, 'Descriptions are at most 200 characters').optional(),
  category: templateCategorySchema.default('personal'),
});
