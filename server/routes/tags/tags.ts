import { idParamSchema } from '@common/schemas/ids';
import {
  createTagSchema,
  tagListSchema,
  tagResponseSchema,
  updateTagSchema,
} from '@common/schemas/notes';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import type { LiveNotes } from '../../collab/collabServer';
import { requireSession } from '../../auth/requireSession';
import { createTag, deleteTag, updateTag } from '../../commands/tagCommands';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findTagWithCount, listTags } from '../../notes/tagQueries';
import { authorizeTag, findOwnedTag } from '../../policies/tag';
import { presentTagWithCount } from '../../presenters/tag';

const tagJson = { 'application/json': { schema: resolver(tagResponseSchema) } };

/** `/api/tags`: list with counts, create, rename (onto an existing name: merge), recolour, delete. */
export function tagRoutes(auth: Auth, database: Database, live?: LiveNotes) {
  const { db } = database;
  /** The answer for one of the user's tags: read with its count, then authorised, then presented. */
  const tagResponse = async (userId: string, id: string) => ({
    tag: presentTagWithCount(authorizeTag(userId, await findTagWithCount(db, id))),
  });
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
      async (c) =>
        c.json({ tags: (await listTags(db, c.get('user').id)).map(presentTagWithCount) }),
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
        const id = await createTag(db, userId, c.req.valid('json'));
        return c.json(await tagResponse(userId, id), 201);
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
        const existing = await findOwnedTag(db, userId, c.req.valid('param').id);
        const survivorId = await updateTag(db, existing, c.req.valid('json'), live);
        return c.json(await tagResponse(userId, survivorId));
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
        await deleteTag(db, existing, live);
        return c.body(null, 204);
      },
    );
}
