import { randomUUID } from 'node:crypto';
import type { createTemplateSchema } from '@common/schemas/templates';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { userTemplate } from '../db/schema';
import type { NoteRow } from '../notes/noteQueries';
import type { TemplateRow } from '../templates/templateStore';

/**
 * Saves a note's body as one of its owner's templates; the name and
 * description default to the note's title and the start of its excerpt.
 */
export async function saveNoteAsTemplate(
  db: Db,
  source: NoteRow,
  input: z.infer<typeof createTemplateSchema>,
): Promise<TemplateRow> {
  const [row] = await db
    .insert(userTemplate)
    .values({
      id: randomUUID(),
      userId: source.userId,
      name: input.name ?? (source.title || 'Untitled template'),
      description: input.description ?? source.excerpt.slice(0, 200),
      category: input.category,
      markdown: source.markdown,
    })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return row;
}

/** Deletes one of the user's saved templates (the notes made from it stay). */
export async function deleteTemplate(db: Db, template: TemplateRow): Promise<void> {
  await db.delete(userTemplate).where(eq(userTemplate.id, template.id));
}
