import type { Template } from '@common/schemas/templates';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userTemplate } from '../db/schema';
import { notFound } from '../errors';

type TemplateRow = typeof userTemplate.$inferSelect;

export function presentTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as Template['category'],
    markdown: row.markdown,
    builtIn: false,
  };
}

/** Built-in templates first, then the user's own, newest first. */
export async function listTemplates(
  db: Db,
  userId: string,
  builtIn: Template[],
): Promise<Template[]> {
  const own = await db
    .select()
    .from(userTemplate)
    .where(eq(userTemplate.userId, userId))
    .orderBy(desc(userTemplate.createdAt));
  return [...builtIn, ...own.map(presentTemplate)];
}

/** A template the user may start a note from: a built-in one or their own (another user's is a 404). */
export async function findTemplate(
  db: Db,
  userId: string,
  id: string,
  builtIn: Template[],
): Promise<Template> {
  const shared = builtIn.find((template) => template.id === id);
  if (shared) return shared;
  const [row] = await db
    .select()
    .from(userTemplate)
    .where(and(eq(userTemplate.id, id), eq(userTemplate.userId, userId)));
  if (!row) throw notFound('Template not found.');
  return presentTemplate(row);
}
