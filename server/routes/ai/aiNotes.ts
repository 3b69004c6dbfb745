import { aiNoteRequestSchema, aiNoteResponseSchema } from '@common/schemas/ai';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { BillingConfig } from '../../billing/config';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findFullNote } from '../../notes/noteQueries';
import { authorizeNote } from '../../policies/note';
import { presentNote } from '../../presenters/note';
import { presentShare } from '../../presenters/share';
import type { AiProvider } from '../../ai/aiProvider';
import { requireChatModel } from '../../ai/assistant/chatModel';
import { writeAiNote } from '../../ai/assistant/noteFromAnswer';

/** `POST /api/ai/notes`: one request in, one formatted and saved note out, shared when asked. */
export function aiNoteRoutes(
  auth: Auth,
  database: Database,
  billing: BillingConfig,
  ai: AiProvider | null,
  publicUrl: string,
) {
  const { db } = database;
  return new Hono<AppEnv>().post(
    '/notes',
    describeRoute({
      summary: 'Write a formatted note with AI, save it, and share it when asked',
      description:
        'The model writes a note about `prompt` (a title, headings, lists, a checklist, a table); it is saved as the caller’s note and, with `share: true`, a share link is made. One AI use when the note is made; none when the model fails.',
      tags: ['AI'],
      responses: {
        201: {
          description: 'The new note, and its share link when asked',
          content: { 'application/json': { schema: resolver(aiNoteResponseSchema) } },
        },
        429: { description: 'No AI uses left today (AI_LIMIT_REACHED)' },
        502: { description: 'The model failed or did not answer in time (AI_UNAVAILABLE)' },
        503: { description: 'AI is not set up on this server (AI_NOT_CONFIGURED)' },
      },
    }),
    requireSession(auth),
    validate('json', aiNoteRequestSchema),
    async (c) => {
      const user = c.get('user');
      const model = requireChatModel(ai);
      const written = await writeAiNote(
        db,
        model,
        billing,
        user,
        c.req.valid('json'),
        c.req.raw.signal,
      );
      const note = presentNote(authorizeNote(user.id, await findFullNote(db, written.noteId)));
      return c.json(
        { note, ...(written.share ? { share: presentShare(written.share, publicUrl) } : {}) },
        201,
      );
    },
  );
}
