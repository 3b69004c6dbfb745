import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userTemplate } from '../db/schema';

export type TemplateRow = typeof userTemplate.$inferSelect;

/** The templates the user saved, newest first (built-in ones live in content/templates). */
export function listSavedTemplates(db: Db, userId: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(userTemplate)
    .where(eq(userTemplate.userId, userId))
    .orderBy(desc(userTemplate.createdAt));
}

/** A saved template by id, whoever owns it: the template policy decides who may have it. */
export async function findSavedTemplate(db: Db, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(userTemplate).where(eq(userTemplate.id, id));
  return row;
}
