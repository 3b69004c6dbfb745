import {
  createTemplateSchema,
  templateListSchema,
  templateResponseSchema,
  type Template,
} from '@common/schemas/templates';
import { templateIdParamSchema } from '@common/schemas/ids';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { deleteTemplate, saveNoteAsTemplate } from '../../commands/templateCommands';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findOwnedNote } from '../../policies/note';
import { findOwnedTemplate } from '../../policies/template';
import { presentTemplate } from '../../presenters/template';
import { listSavedTemplates } from '../../templates/templateStore';

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
      async (c) => {
        const saved = await listSavedTemplates(db, c.get('user').id);
        return c.json({ templates: [...builtIn, ...saved].map(presentTemplate) });
      },
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
        const input = c.req.valid('json');
        const source = await findOwnedNote(db, c.get('user').id, input.noteId);
        const template = await saveNoteAsTemplate(db, source, input);
        return c.json({ template: presentTemplate(template) }, 201);
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
        const template = await findOwnedTemplate(db, c.get('user').id, c.req.valid('param').id);
        await deleteTemplate(db, template);
        return c.body(null, 204);
      },
    );
}
