import { askRequestSchema, askResponseSchema, type AskResponse } from '@common/schemas/ai';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { askNotes } from '../../ai/ask/askNotes';
import type { AiProvider } from '../../ai/aiProvider';
import { requireModels } from '../../ai/embeddings/requireModels';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { withAiUse } from '../../billing/aiUsage';
import type { BillingConfig } from '../../billing/config';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';

/** `POST /api/ai/ask`: a question answered only from the caller's notes, with citations. */
export function askRoutes(
  auth: Auth,
  database: Database,
  billing: BillingConfig,
  ai: AiProvider | null,
) {
  return new Hono<AppEnv>().post(
    '/ask',
    describeRoute({
      summary: 'Ask your notes',
      description:
        'Answers from the caller’s own notes only (never trashed ones): the passages nearest the question in meaning go to the model, which answers from them alone and cites them. Each citation names a note, its title and the passage used (plain text); the answer’s markers [1], [2]… number the citations. When the notes do not hold the answer, `found` is false and the answer says so. One AI use per answer; none when the model fails. Needs both a chat and an embedding model.',
      tags: ['AI'],
      responses: {
        200: {
          description: 'The answer and its citations',
          content: { 'application/json': { schema: resolver(askResponseSchema) } },
        },
        429: { description: 'No AI uses left today (AI_LIMIT_REACHED)' },
        502: { description: 'The model failed or did not answer in time (AI_UNAVAILABLE)' },
        503: { description: 'AI is not set up on this server (AI_NOT_CONFIGURED)' },
      },
    }),
    requireSession(auth),
    validate('json', askRequestSchema),
    async (c) => {
      const model = requireModels(ai, ['chat', 'embedding']);
      const user = c.get('user');
      const { question } = c.req.valid('json');
      const body: AskResponse = await withAiUse(database.db, user, billing, () =>
        askNotes(database, model, user.id, question, c.req.raw.signal),
      );
      c.header('Cache-Control', 'private, no-store');
      return c.json(body);
    },
  );
}
