import {
  aiStreamEventSchema,
  noteAiRequestSchema,
  noteAiResultSchema,
  type NoteAiRequest,
  type NoteAiResult,
} from '@common/schemas/ai';
import { idParamSchema } from '@common/schemas/ids';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AiProvider } from '../../ai/aiProvider';
import { streamAiAnswer } from '../../ai/aiStream';
import { noteActionMessages, type NoteActionCall } from '../../ai/noteActions/noteActionMessages';
import {
  cleanAnswer,
  cleanAnswerStream,
  tagsFrom,
  titleFrom,
} from '../../ai/noteActions/noteActionResults';
import { readNoteForAi, tagNamesOf } from '../../ai/noteActions/noteSource';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { withAiUse } from '../../billing/aiUsage';
import type { BillingConfig } from '../../billing/config';
import type { LiveNotes } from '../../collab/collabServer';
import type { Database } from '../../db/client';
import { aiNotConfigured, badRequest, unprocessable } from '../../errors';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { saveVersionBeforeAiRewrite } from '../../versions/aiVersions';

/** The provider when it can chat; AI_NOT_CONFIGURED (503) naming what the operator sets otherwise. */
function chatProvider(ai: AiProvider | null): AiProvider {
  if (!ai) throw aiNotConfigured(['AI_BASE_URL', 'AI_CHAT_MODEL']);
  if (!ai.config.chatModel) throw aiNotConfigured(['AI_CHAT_MODEL']);
  return ai;
}

/** Title and tags always answer JSON; the text actions stream unless `stream: false`. */
const answersJson = (request: NoteAiRequest) =>
  request.action === 'title' || request.action === 'tags' || request.stream === false;

/**
 * `POST /api/notes/:id/ai`: summarise, continue, improve, fix, make a
 * checklist, translate, suggest a title or tags, on the caller's own note
 * (or the selection in it) as it is now. One AI use per answer that
 * arrives whole; none for a failure or a cancelled call.
 */
export function noteAiRoutes(
  auth: Auth,
  database: Database,
  billing: BillingConfig,
  ai: AiProvider | null,
  live?: LiveNotes,
) {
  const { db } = database;

  /** The whole answer under one use, as JSON: the use is given back if the call fails or the client leaves. */
  async function jsonAnswer(
    c: Context<AppEnv>,
    provider: AiProvider,
    request: NoteAiRequest,
    call: NoteActionCall,
    tagChoice: { existing: string[]; own: string[] },
  ): Promise<NoteAiResult> {
    const signal = c.req.raw.signal;
    try {
      return await withAiUse(db, c.get('user'), billing, async () => {
        const answer = await provider.chat(call.messages, { ...call.options, signal });
        if (request.action === 'tags') {
          const tags = tagsFrom(answer, { ...tagChoice, newTags: request.newTags ?? false });
          return { result: tags.join(', '), tags };
        }
        const result = request.action === 'title' ? titleFrom(answer) : cleanAnswer(answer);
        // Nothing usable (a title of only quotes, say): given back, as a failed call is.
        if (!result)
          throw unprocessable(
            'The AI model gave an empty answer for this text. Nothing was counted; try other text.',
          );
        return { result };
      });
    } catch (error) {
      // The client is gone and will read nothing: no error worth a log line.
      if (signal.aborted) throw badRequest('The request was cancelled. Nothing was counted.');
      throw error;
    }
  }

  return new Hono<AppEnv>().use('/:id/ai', requireSession(auth)).post(
    '/:id/ai',
    describeRoute({
      summary: 'Run an AI action on a note or on a selection in it',
      description:
        'Actions: summarize, continue, improve, fix-grammar, checklist, translate (with `language`), title, tags (from the user’s existing tags unless `newTags`). Text actions stream `text/event-stream` events (`start`, `delta`…, then `done` or `error`) unless `stream: false`; title and tags always answer JSON `{ result, tags? }`. Each answer that completes counts one AI use; a failure or a cancelled call counts none.',
      tags: ['AI'],
      responses: {
        200: {
          description: 'The answer, streamed or whole',
          content: {
            'text/event-stream': { schema: resolver(aiStreamEventSchema) },
            'application/json': { schema: resolver(noteAiResultSchema) },
          },
        },
        404: { description: 'No such note (or another user’s, or in the trash)' },
        422: {
          description:
            'The note has no text yet, is too long to rewrite at once, or the model answered nothing usable',
        },
        429: { description: 'No AI uses left today (AI_LIMIT_REACHED)' },
        502: { description: 'The model server failed (AI_UNAVAILABLE); nothing was counted' },
        503: { description: 'AI is not set up on this server (AI_NOT_CONFIGURED)' },
      },
    }),
    validate('param', idParamSchema),
    validate('json', noteAiRequestSchema),
    async (c) => {
      const user = c.get('user');
      const request = c.req.valid('json');
      const note = await readNoteForAi(db, live, user.id, c.req.valid('param').id);
      const provider = chatProvider(ai);
      await saveVersionBeforeAiRewrite(db, live, request, { noteId: note.id, userId: user.id });
      const existing = request.action === 'tags' ? await tagNamesOf(db, user.id) : ([] as string[]);
      // Nothing to choose from (no tags, or the note has them all): no call, no use.
      const own = new Set(note.tags.map((name) => name.toLowerCase()));
      if (
        request.action === 'tags' &&
        !request.newTags &&
        existing.every((name) => own.has(name.toLowerCase()))
      )
        return c.json({ result: '', tags: [] } satisfies NoteAiResult);
      const call = noteActionMessages(request, note, existing);
      if (answersJson(request))
        return c.json(await jsonAnswer(c, provider, request, call, { existing, own: note.tags }));
      return streamAiAnswer(c, {
        db,
        user,
        billing,
        produce: (signal) =>
          cleanAnswerStream(provider.streamChat(call.messages, { ...call.options, signal })),
      });
    },
  );
}
