import { randomUUID } from 'node:crypto';
import { idParamSchema } from '@common/schemas/ids';
import {
  createTagSchema,
  tagListSchema,
  tagResponseSchema,
  updateTagSchema,
  type TagWithCount,
} from '@common/schemas/notes';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import type { LiveNotes } from '../../collab/collabServer';
import { requireSession } from '../../auth/requireSession';
import type { Database, Db } from '../../db/client';
import { note, noteTag, tag } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';

/** Tags with how many notes outside the trash carry each. */
async function tagsWithCounts(db: Db, userId: string, onlyId?: string): Promise<TagWithCount[]> {
  return db
    .select({
      id: tag.id,
      name: tag.name,
      color: tag.color,
      noteCount: sql<number>`count(${note.id})::int`,
    })
    .from(tag)
    .leftJoin(noteTag, eq(noteTag.tagId, tag.id))
    .leftJoin(note, and(eq(note.id, noteTag.noteId), isNull(note.deletedAt)))
    .where(and(eq(tag.userId, userId), onlyId ? eq(tag.id, onlyId) : undefined))
    .groupBy(tag.id)
    .orderBy(sql`lower(${tag.name})`);
}

/** The notes that carry a tag: their open editors hear when it changes. */
async function notesTagged(db: Db, tagId: string): Promise<string[]> {
  const rows = await db
    .select({ noteId: noteTag.noteId })
    .from(noteTag)
    .where(eq(noteTag.tagId, tagId));
  return rows.map((row) => row.noteId);
}

async function findOwnedTag(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(tag)
    .where(and(eq(tag.id, id), eq(tag.userId, userId)));
  if (!row) throw notFound('Tag not found.');
  return row;
}

async function tagResponse(db: Db, userId: string, id: string) {
  const [found] = await tagsWithCounts(db, userId, id);
  if (!found) throw notFound('Tag not found.');
  return { tag: found };
}

const tagJson = { 'application/json': { schema: resolver(tagResponseSchema) } };

/** `/api/tags`: list with counts, create, rename (onto an existing name: merge), recolour, delete. */
export function tagRoutes(auth: Auth, database: Database, live?: LiveNotes) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .get(
      '/',
      describeRoute({
        summary: 'Tags with note counts',
        tags: ['Tags'],
        responses: {
          200: {
            description: 'Every tag',
            content: { 'application/json': { schema: resolver(tagListSchema) } },
          },
        },
      }),
      async (c) => c.json({ tags: await tagsWithCounts(db, c.get('user').id) }),
    )
    .post(
      '/',
      describeRoute({
        summary: 'Create a tag',
        tags: ['Tags'],
        responses: {
          201: { description: 'The tag', content: tagJson },
          409: { description: 'The name is taken' },
        },
      }),
      validate('json', createTagSchema),
      async (c) => {
        const userId = c.get('user').id;
        const input = c.req.valid('json');
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
        return c.json(await tagResponse(db, userId, created.id), 201);
      },
    )
    .patch(
      '/:id',
      describeRoute({
        summary: 'Rename or recolour a tag',
        description: 'Renaming onto another tag’s name (any case) merges this tag into that one.',
        tags: ['Tags'],
        responses: {
          200: { description: 'The tag (the surviving one after a merge)', content: tagJson },
          404: { description: 'No such tag' },
        },
      }),
      validate('param', idParamSchema),
      validate('json', updateTagSchema),
      async (c) => {
        const userId = c.get('user').id;
        const patch = c.req.valid('json');
        const existing = await findOwnedTag(db, userId, c.req.valid('param').id);
        const tagged = await notesTagged(db, existing.id);
        const survivorId = await db.transaction(async (tx) => {
          if (patch.name !== undefined) {
            const [target] = await tx
              .select()
              .from(tag)
              .where(
                and(
                  eq(tag.userId, userId),
                  ne(tag.id, existing.id),
                  sql`lower(${tag.name}) = ${patch.name.toLowerCase()}`,
                ),
              );
            if (target) {
              // Merge: every note of this tag gets the other one, then this tag goes.
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
        return c.json(await tagResponse(db, userId, survivorId));
      },
    )
    .delete(
      '/:id',
      describeRoute({
        summary: 'Delete a tag (its notes keep their content)',
        tags: ['Tags'],
        responses: { 204: { description: 'Deleted' }, 404: { description: 'No such tag' } },
      }),
      validate('param', idParamSchema),
      async (c) => {
        const existing = await findOwnedTag(db, c.get('user').id, c.req.valid('param').id);
        const tagged = await notesTagged(db, existing.id);
        await db.delete(tag).where(eq(tag.id, existing.id));
        tagged.forEach((noteId) => live?.announceMetaChange(noteId));
        return c.body(null, 204);
      },
    );
}
