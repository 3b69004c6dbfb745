import {
  createNoteSchema,
  listNotesQuerySchema,
  noteListSchema,
  noteResponseSchema,
  updateNoteSchema,
  type NoteList,
  type Tag,
} from '@common/schemas/notes';
import { and, asc, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { LiveNotes } from '../../collab/collabServer';
import { createNote, updateNote } from '../../commands/noteWriter';
import type { Database, Db } from '../../db/client';
import { note, noteTag, tag } from '../../db/schema';
import { validate } from '../../http/validate';
import type { AppEnv } from '../../http/types';
import { cursorDate, decodeCursor, encodeCursor } from '../../notes/cursor';
import { tagsOfNotes } from '../../notes/tags';
import { findOwnedNote, noteSummaryColumns } from '../../policies/note';
import { notFound } from '../../errors';
import { findTemplate } from '../../templates/templateStore';
import type { Template } from '@common/schemas/templates';
import { idParamSchema } from '@common/schemas/ids';
import { presentNoteSummary } from '../../presenters/note';
import { discardBlankNote } from '../../notes/discardNote';

const noteJson = { 'application/json': { schema: resolver(noteResponseSchema) } };
const notFoundResponse = { 404: { description: 'No such note (or another user’s)' } };

/**
 * A note's tags as one JSON value, in name order: read with the note, in the
 * same query. (The outer id is written out in full: a bare "id" would be the tag's.)
 */
const tagsJson = sql<Tag[]>`coalesce((
  select json_agg(json_build_object('id', ${tag.id}, 'name', ${tag.name}, 'color', ${tag.color})
                  order by lower(${tag.name}))
  from ${noteTag} join ${tag} on ${tag.id} = ${noteTag.tagId}
  where ${noteTag.noteId} = ${note}.${sql.identifier('id')}), '[]'::json)`;

/**
 * The API's answer for one of the user's notes: its fields and tags in one
 * query, without the Yjs document (the editor gets that over /collab).
 */
export async function noteResponse(
  db: Db,
  userId: string,
  id: string,
  where: 'active' | 'any' = 'active',
) {
  const [row] = await db
    .select({ ...noteSummaryColumns, markdown: note.markdown, tags: tagsJson })
    .from(note)
    .where(
      and(
        eq(note.id, id),
        eq(note.userId, userId),
        where === 'active' ? isNull(note.deletedAt) : undefined,
      ),
    );
  if (!row) throw notFound('Note not found.');
  const { tags, ...fields } = row;
  return { note: { ...presentNoteSummary(fields, tags), markdown: fields.markdown } };
}

/** `/api/notes`: create, list, read, edit, move to the trash, restore. */
export function noteRoutes(
  auth: Auth,
  database: Database,
  builtInTemplates: Template[],
  live?: LiveNotes,
) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .post(
      '/',
      describeRoute({
        summary: 'Create a note',
        tags: ['Notes'],
        responses: { 201: { description: 'The new note', content: noteJson } },
      }),
      validate('json', createNoteSchema),
      async (c) => {
        const userId = c.get('user').id;
        const input = c.req.valid('json');
        const template = input.templateId
          ? await findTemplate(db, userId, input.templateId, builtInTemplates)
          : undefined;
        const id = await createNote(db, userId, {
          ...input,
          title: input.title ?? template?.name,
          markdown: input.markdown ?? template?.markdown,
        });
        return c.json(await noteResponse(db, userId, id), 201);
      },
    )
    .get(
      '/',
      describeRoute({
        summary: 'List notes',
        description:
          'Outside the trash; filter by tag name, pinned or creation date; sorted; paged with nextCursor.',
        tags: ['Notes'],
        responses: {
          200: {
            description: 'A page of notes',
            content: { 'application/json': { schema: resolver(noteListSchema) } },
          },
        },
      }),
      validate('query', listNotesQuerySchema),
      async (c) => {
        const userId = c.get('user').id;
        const query = c.req.valid('query');
        const order = query.order ?? (query.sort === 'title' ? 'asc' : 'desc');
        const column =
          query.sort === 'title'
            ? note.title
            : query.sort === 'created'
              ? note.createdAt
              : note.updatedAt;
        const conditions: (SQL | undefined)[] = [eq(note.userId, userId), isNull(note.deletedAt)];
        if (query.pinned !== undefined) conditions.push(eq(note.pinned, query.pinned));
        if (query.createdBefore) conditions.push(lt(note.createdAt, new Date(query.createdBefore)));
        if (query.tag) {
          conditions.push(
            sql`exists (select 1 from ${noteTag} join ${tag} on ${tag.id} = ${noteTag.tagId}
                 where ${noteTag.noteId} = ${note.id} and lower(${tag.name}) = ${query.tag.toLowerCase()})`,
          );
        }
        if (query.cursor) {
          const cursor = decodeCursor(query.cursor);
          const value = query.sort === 'title' ? cursor.value : cursorDate(cursor);
          conditions.push(
            order === 'asc'
              ? sql`(${column}, ${note.id}) > (${value}, ${cursor.id})`
              : sql`(${column}, ${note.id}) < (${value}, ${cursor.id})`,
          );
        }
        const direction = order === 'asc' ? asc : desc;
        const rows = await db
          .select(noteSummaryColumns)
          .from(note)
          .where(and(...conditions))
          .orderBy(direction(column), direction(note.id))
          .limit(query.limit + 1);
        const page = rows.slice(0, query.limit);
        const tags = await tagsOfNotes(
          db,
          page.map((row) => row.id),
        );
        const last = page.at(-1);
        const body: NoteList = {
          notes: page.map((row) => presentNoteSummary(row, tags.get(row.id) ?? [])),
          nextCursor:
            rows.length > query.limit && last
              ? encodeCursor({
                  value:
                    query.sort === 'title'
                      ? last.title
                      : (query.sort === 'created' ? last.createdAt : last.updatedAt).toISOString(),
                  id: last.id,
                })
              : null,
        };
        return c.json(body);
      },
    )
    .get(
      '/:id',
      describeRoute({
        summary: 'Read a note',
        tags: ['Notes'],
        responses: { 200: { description: 'The note', content: noteJson }, ...notFoundResponse },
      }),
      validate('param', idParamSchema),
      async (c) => c.json(await noteResponse(db, c.get('user').id, c.req.valid('param').id)),
    )
    .patch(
      '/:id',
      describeRoute({
        summary: 'Edit a note',
        tags: ['Notes'],
        responses: { 200: { description: 'The note', content: noteJson }, ...notFoundResponse },
      }),
      validate('param', idParamSchema),
      validate('json', updateNoteSchema),
      async (c) => {
        const userId = c.get('user').id;
        const existing = await findOwnedNote(db, userId, c.req.valid('param').id);
        const patch = c.req.valid('json');
        await updateNote(db, existing, patch, live);
        // Title and body reach open editors through the document; tags and pin need a word.
        if (patch.tags !== undefined || patch.pinned !== undefined)
          live?.announceMetaChange(existing.id);
        return c.json(await noteResponse(db, userId, existing.id));
      },
    )
    .delete(
      '/:id',
      describeRoute({
        summary: 'Move a note to the trash',
        tags: ['Notes'],
        responses: {
          200: { description: 'The trashed note', content: noteJson },
          ...notFoundResponse,
        },
      }),
      validate('param', idParamSchema),
      async (c) => {
        const userId = c.get('user').id;
        const existing = await findOwnedNote(db, userId, c.req.valid('param').id);
        await db.update(note).set({ deletedAt: new Date() }).where(eq(note.id, existing.id));
        return c.json(await noteResponse(db, userId, existing.id, 'any'));
      },
    )
    .post(
      '/:id/restore',
      describeRoute({
        summary: 'Bring a note back from the trash, with its tags',
        tags: ['Notes'],
        responses: {
          200: { description: 'The restored note', content: noteJson },
          ...notFoundResponse,
        },
      }),
      validate('param', idParamSchema),
      async (c) => {
        const userId = c.get('user').id;
        const existing = await findOwnedNote(db, userId, c.req.valid('param').id, 'trashed');
        await db.update(note).set({ deletedAt: null }).where(eq(note.id, existing.id));
        return c.json(await noteResponse(db, userId, existing.id));
      },
    )
    .post(
      '/:id/discard',
      describeRoute({
        summary: 'Delete a new note left empty, for good',
        description:
          'Only while its title and body are empty, here and in any open editor; otherwise 409 and the note stays.',
        tags: ['Notes'],
        responses: {
          204: { description: 'Deleted' },
          409: { description: 'The note has content and was kept' },
          ...notFoundResponse,
        },
      }),
      validate('param', idParamSchema),
      async (c) => {
        await discardBlankNote(db, c.get('user').id, c.req.valid('param').id, live);
        return c.body(null, 204);
      },
    );
}
