import { idParamSchema } from '@common/schemas/ids';
import { TRASH_RETENTION_DAYS, noteListSchema } from '@common/schemas/notes';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { deleteForever, emptyTrash } from '../../commands/trashCommands';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { listTrashedNotes } from '../../notes/noteQueries';
import { findOwnedNote } from '../../policies/note';
import { presentNoteList } from '../../presenters/note';

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
      async (c) => c.json(presentNoteList(await listTrashedNotes(db, c.get('user').id))),
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
        const trashed = await findOwnedNote(
          db,
          c.get('user').id,
          c.req.valid('param').id,
          'trashed',
        );
        await deleteForever(db, trashed);
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
      async (c) => c.json({ deleted: await emptyTrash(db, c.get('user').id) }),
    );
}
