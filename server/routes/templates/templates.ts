import { randomUUID } from 'node:crypto';
import {
  createTemplateSchema,
  templateListSchema,
  templateResponseSchema,
  type Template,
} from '@common/schemas/templates';
import { templateIdParamSchema } from '@common/schemas/ids';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import { userTemplate } from '../../db/schema';
import { notFound } from '../../errors';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findOwnedNote } from '../../policies/note';
import { listTemplates, presentTemplate } from '../../templates/templateStore';

/** `/api/templates`: the built-in templates and the user's; save a note as one; delete one's own. */
export function templateRoutes(auth: Auth, database: Database, builtIn: Template[]) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .get(
      '/',
      describeRoute({
        summary: 'Built-in and saved templates',
        tags: ['Templates'],
        responses: {
          200: {
            description: 'Templates',
            content: { 'application/json': { schema: resolver(templateListSchema) } },
          },
        },
      }),
      async (c) => c.json({ templates: await listTemplates(db, c.get('user').id, builtIn) }),
    )
    .post(
      '/',
      describeRoute({
        summary: 'Save a note as a template',
        tags: ['Templates'],
        responses: {
          201: {
            description: 'The template',
            content: { 'application/json': { schema: resolver(templateResponseSchema) } },
          },
        },
      }),
      validate('json', createTemplateSchema),
      async (c) => {
        const userId = c.get('user').id;
        const input = c.req.valid('json');
        const source = await findOwnedNote(db, userId, input.noteId);
        const [row] = await db
          .insert(userTemplate)
          .values({
            id: randomUUID(),
            userId,
            name: input.name ?? (source.title || 'Untitled template'),
            description: input.description ?? source.excerpt.slice(0, 200),
            category: input.category,
            markdown: source.markdown,
          })
          .returning();
        if (!row) throw new Error('template insert returned nothing');
        return c.json({ template: presentTemplate(row) }, 201);
      },
    )
    .delete(
      '/:id',
      describeRoute({
        summary: 'Delete a saved template',
        tags: ['Templates'],
        responses: {
          204: { description: 'Deleted' },
          404: { description: 'Not one of your templates (built-in ones stay)' },
        },
      }),
      validate('param', templateIdParamSchema),
      async (c) => {
        const deleted = await db
          .delete(userTemplate)
          .where(
            and(
              eq(userTemplate.id, c.req.valid('param').id),
              eq(userTemplate.userId, c.get('user').id),
            ),
          )
          .returning({ id: userTemplate.id });
        if (deleted.length === 0)
          throw notFound('Template not found. Built-in templates cannot be deleted.');
        return c.body(null, 204);
      },
    );
}
