import { randomUUID } from 'node:crypto';
import type { createTagSchema, UpdateTag } from '@common/schemas/notes';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LiveNotes } from '../collab/collabServer';
import type { Db } from '../db/client';
import { noteTag, tag } from '../db/schema';
import { conflict } from '../errors';
import { notesTagged, type TagRow } from '../notes/tagQueries';

/** Creates one of the user's tags; 409 when they have one of that name in any case. Answers its id. */
export async function createTag(
  db: Db,
  userId: string,
  input: z.infer<typeof createTagSchema>,
): Promise<string> {
  const [created] = await db
    .insert(tag)
    .values({
      id: randomUUID(),
      userId,
      name: input.name,
      ...(input.color ? { color: input.color } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: tag.id });
  if (!created) throw conflict(`You already have a tag called “${input.name}”.`);
  return created.id;
}

/**
 * Renames or recolours a tag. Renaming onto the name of another of the
 * user's tags (any case) merges this one into it: every note of this tag gets
 * the other, then this tag goes. Open editors of its notes hear of the
 * change. Answers the id of the tag that remains.
 */
export async function updateTag(
  db: Db,
  existing: TagRow,
  patch: UpdateTag,
  live?: LiveNotes,
): Promise<string> {
  const tagged = await notesTagged(db, existing.id);
  const survivorId = await db.transaction(async (tx) => {
    if (patch.name !== undefined) {
      const [target] = await tx
        .select()
        .from(tag)
        .where(
          and(
            eq(tag.userId, existing.userId),
            ne(tag.id, existing.id),
            sql`lower(${tag.name}) = ${patch.name.toLowerCase()}`,
          ),
        );
      if (target) {
        await tx.execute(sql`insert into ${noteTag} (note_id, tag_id)
          select note_id, ${target.id} from ${noteTag} where tag_id = ${existing.id}
          on conflict do nothing`);
        await tx.delete(tag).where(eq(tag.id, existing.id));
        if (patch.color)
          await tx.update(tag).set({ color: patch.color }).where(eq(tag.id, target.id));
        return target.id;
      }
    }
    await tx
      .update(tag)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.color ? { color: patch.color } : {}),
      })
      .where(eq(tag.id, existing.id));
    return existing.id;
  });
  tagged.forEach((noteId) => live?.announceMetaChange(noteId));
  return survivorId;
}

/** Deletes a tag (its notes keep their content); open editors of its notes hear of it. */
export async function deleteTag(db: Db, existing: TagRow, live?: LiveNotes): Promise<void> {
  const tagged = await notesTagged(db, existing.id);
  await db.delete(tag).where(eq(tag.id, existing.id));
  tagged.forEach((noteId) => live?.announceMetaChange(noteId));
}
