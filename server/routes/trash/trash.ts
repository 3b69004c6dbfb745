import { idParamSchema } from '@common/schemas/ids';
import { TRASH_RETENTION_DAYS, noteListSchema, type NoteList } from '@common/schemas/notes';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import { note } from '../../db/schema';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { tagsOfNotes } from '../../notes/tags';
import { findOwnedNote, noteSummaryColumns } from '../../policies/note';
import { presentNoteSummary } from '../../presenters/note';

/** `/api/trash`: what was deleted in the last 30 days, and deleting it for good. */
export function trashRoutes(auth: Auth, database: Database) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .get(
      '/',
      describeRoute({
        summary: `Notes in the trash (purged after ${TRASH_RETENTION_DAYS} days)`,
        tags: ['Trash'],
        responses: {
          200: {
            description: 'Trashed notes, most recent first',
            content: { 'application/json': { schema: resolver(noteListSchema) } },
          },
        },
      }),
      async (c) => {
        const rows = await db
          .select(noteSummaryColumns)
          .from(note)
          .where(and(eq(note.userId, c.get('user').id), isNotNull(note.deletedAt)))
          .orderBy(desc(note.deletedAt), desc(note.id));
        const tags = await tagsOfNotes(
          db,
          rows.map((row) => row.id),
        );
        const body: NoteList = {
          notes: rows.map((row) => presentNoteSummary(row, tags.get(row.id) ?? [])),
          nextCursor: null,
        };
        return c.json(body);
      },
    )
    .delete(
      '/:id',
      describeRoute({
        summary: 'Delete a trashed note forever',
        tags: ['Trash'],
        responses: { 204: { description: 'Gone' }, 404: { description: 'Not in the trash' } },
      }),
      validate('param', idParamSchema),
      async (c) => {
        const existing = await findOwnedNote(
          db,
          c.get('user').id,
          c.req.valid('param').id,
          'trashed',
        );
        await db.delete(note).where(eq(note.id, existing.id));
        return c.body(null, 204);
      },
    )
    .delete(
      '/',
      describeRoute({
        summary: 'Empty the trash',
        tags: ['Trash'],
        responses: { 200: { description: 'How many notes were deleted' } },
      }),
      async (c) => {
        const deleted = await db
          .delete(note)
          .where(and(eq(note.userId, c.get('user').id), isNotNull(note.deletedAt)))
          .returning({ id: note.id });
        return c.json({ deleted: deleted.length });
      },
    );
}
