import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { note } from '../../db/schema';
import { authorizeNote } from '../../policies/note';
import type { ContextNote } from './assistantPrompts';

/**
 * The notes a chat attaches as context, in the order asked: only the
 * caller's own, outside the trash. Any other id (missing, another user's,
 * trashed) answers 404 like a missing note, before the model is asked or a
 * use is taken, so ids reveal nothing and nothing is counted.
 */
export async function loadContextNotes(
  db: Db,
  userId: string,
  noteIds: string[],
): Promise<ContextNote[]> {
  const ids = [...new Set(noteIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: note.id,
      userId: note.userId,
      deletedAt: note.deletedAt,
      title: note.title,
      markdown: note.markdown,
    })
    .from(note)
    .where(inArray(note.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const { title, markdown } = authorizeNote(userId, byId.get(id));
    return { title, markdown };
  });
}
