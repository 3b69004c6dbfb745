import { idParamSchema } from '@common/schemas/ids';
import {
  createNoteSchema,
  listNotesQuerySchema,
  noteListSchema,
  noteResponseSchema,
  updateNoteSchema,
} from '@common/schemas/notes';
import type { Template } from '@common/schemas/templates';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { LiveNotes } from '../../collab/collabServer';
import { createNoteAnswered, updateNote, type CreatedNote } from '../../commands/noteWriter';
import { moveToTrash, restoreFromTrash } from '../../commands/trashCommands';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { discardBlankNote } from '../../notes/discardNote';
import { fullNoteReader, listNotes } from '../../notes/noteQueries';
import { authorizeNote, findOwnedNote, type NoteState } from '../../policies/note';
import { findUsableTemplate } from '../../policies/template';
import { presentNote, presentNoteList } from '../../presenters/note';
import { createUnderClientId } from '../../sync/clientIds';

const noteJson = { 'application/json': { schema: resolver(noteResponseSchema) } };
const notFoundResponse = { 404: { description: 'No such note (or another user’s)' } };

/** `/api/notes`: create, list, read, edit, move to the trash, restore. */
export function noteRoutes(
  auth: Auth,
  database: Database,
  builtInTemplates: Template[],
  live?: LiveNotes,
) {
  const { db } = database;
  const findFullNote = fullNoteReader(database);
  /**
   * The answer for one of the user's notes: its fields and tags read in one
   * prepared query, authorised, presented (without the Yjs document: editors get it over /collab).
   */
  const noteResponse = async (userId: string, id: string, state: NoteState = 'active') => ({
    note: presentNote(authorizeNote(userId, await findFullNote(id), state)),
  });
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .post(
      '/',
      describeRoute({
        summary: 'Create a note',
        tags: ['Notes'],
        description:
          'With `id` (a UUID made on the device): the note gets that id; sent again, the note made the first time answers 200 (trashed or not, unchanged); an id another user has answers 409.',
        responses: {
          200: { description: 'The note this `id` already names', content: noteJson },
          201: { description: 'The new note', content: noteJson },
          409: { description: 'The `id` is taken (CONFLICT)' },
        },
      }),
      validate('json', createNoteSchema),
      async (c) => {
        const userId = c.get('user').id;
        const { id: clientId, ...input } = c.req.valid('json');
        // The template is read only when a note is made: a retry needs none (it may be gone).
        const create = async (id?: string) => {
          const template = input.templateId
            ? await findUsableTemplate(db, userId, input.templateId, builtInTemplates)
            : undefined;
          return createNoteAnswered(
            db,
            userId,
            {
              ...input,
              title: input.title ?? template?.name,
              markdown: input.markdown ?? template?.markdown,
            },
            id ? { id } : {},
          );
        };
        // The new note as its insert answered it: no read after the write, in the usual case.
        const answerNew = async ({ id, answer }: CreatedNote) =>
          answer ? { note: presentNote(answer) } : noteResponse(userId, id);
        if (!clientId) return c.json(await answerNew(await create()), 201);
        const outcome = await createUnderClientId(db, userId, clientId, create);
        if (outcome.created) return c.json(await answerNew(outcome.result), 201);
        return c.json(await noteResponse(userId, clientId, 'any'), 200);
      },
    )
    .get(
      '/',
      describeRoute({
        summary: 'List notes',
        description:
          'Outside the trash; filter by tag name, pinned, creation date, kind (journal entries or other notes) or journal day; sorted; paged with nextCursor. A journal entry carries its day and mood.',
        tags: ['Notes'],
        responses: {
          200: {
            description: 'A page of notes',
            content: { 'application/json': { schema: resolver(noteListSchema) } },
          },
        },
      }),
      validate('query', listNotesQuerySchema),
      async (c) =>
        c.json(presentNoteList(await listNotes(db, c.get('user').id, c.req.valid('query')))),
    )
    .get(
      '/:id',
      describeRoute({
        summary: 'Read a note',
        tags: ['Notes'],
        responses: { 200: { description: 'The note', content: noteJson }, ...notFoundResponse },
      }),
      validate('param', idParamSchema),
      async (c) => c.json(await noteResponse(c.get('user').id, c.req.valid('param').id)),
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
        return c.json(await noteResponse(userId, existing.id));
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
        await moveToTrash(db, existing);
        return c.json(await noteResponse(userId, existing.id, 'any'));
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
        await restoreFromTrash(db, existing);
        return c.json(await noteResponse(userId, existing.id));
      },
    )
    .post(
      '/:id/discard',
      describeRoute({
        summary: 'Delete a new note left empty, for good',
        description:
          'Only while its title and body are empty, here and in any open editor (a journal entry: its body, with no mood and no gratitude); otherwise 409 and the note stays.',
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
