import { relatedNotesResponseSchema, type RelatedNotesResponse } from '@common/schemas/ai';
import { idParamSchema } from '@common/schemas/ids';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AiProvider } from '../../ai/aiProvider';
import { relatedNotes } from '../../ai/embeddings/relatedNotes';
import { requireEmbeddingModel } from '../../ai/embeddings/requireModels';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findOwnedNote } from '../../policies/note';

/** `GET /api/notes/:id/related`: the caller's notes closest in meaning to one of theirs. */
export function relatedNoteRoutes(auth: Auth, database: Database, ai: AiProvider | null) {
  return new Hono<AppEnv>().get(
    '/:id/related',
    describeRoute({
      summary: 'Notes related to a note',
      description:
        'Up to five of the caller’s notes closest in meaning to this one (never itself, never trashed ones), best first, each with a plain-text snippet of its closest passage and a similarity from 0 to 1. `indexed` is false while the account’s notes are still being embedded. Compares stored vectors only: no model call and no AI use. Needs an embedding model.',
      tags: ['AI'],
      responses: {
        200: {
          description: 'The related notes',
          content: { 'application/json': { schema: resolver(relatedNotesResponseSchema) } },
        },
        503: { description: 'No embedding model is set up on this server (AI_NOT_CONFIGURED)' },
      },
    }),
    requireSession(auth),
    validate('param', idParamSchema),
    async (c) => {
      const userId = c.get('user').id;
      const { id } = c.req.valid('param');
      await findOwnedNote(database.db, userId, id);
      const model = requireEmbeddingModel(ai);
      const body: RelatedNotesResponse = await relatedNotes(database, model, userId, id);
      c.header('Cache-Control', 'private, no-store');
      return c.json(body);
    },
  );
}
