import { randomUUID } from 'node:crypto';
import { aiStreamEventSchema, chatRequestSchema } from '@common/schemas/ai';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { BillingConfig } from '../../billing/config';
import type { Database } from '../../db/client';
import { aiUnavailable } from '../../errors';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findOwnedConversation } from '../../policies/conversation';
import type { AiProvider } from '../../ai/aiProvider';
import { streamAiAnswer } from '../../ai/aiStream';
import { chatPrompt } from '../../ai/assistant/assistantPrompts';
import { requireChatModel, withoutContent } from '../../ai/assistant/chatModel';
import { keepExchange, startConversation } from '../../ai/assistant/conversationStore';
import { loadContextNotes } from '../../ai/assistant/noteContext';

/**
 * `POST /api/ai/chat`: the assistant's streamed answer, kept in a
 * conversation when it is complete.
 *
 * The model is sent the conversation the request carries (its newest
 * messages: see historyWindow), not the stored one: the client sends what
 * the person sees, edits and regenerates, and the stored copy is what it
 * reopens later. Either way only the caller's words reach their own answer,
 * so trusting the request gives nobody anything they could not type.
 */
export function chatRoutes(
  auth: Auth,
  database: Database,
  billing: BillingConfig,
  ai: AiProvider | null,
) {
  const { db } = database;
  return new Hono<AppEnv>().post(
    '/chat',
    describeRoute({
      summary: 'Ask the assistant: the answer streams as server-sent events',
      description:
        'The last message must be the user’s. `noteIds` (the caller’s own notes) are given to the model as context. Without `conversationId` a new conversation is kept once the answer is complete, its id sent in the `start` event (the conversation exists from `done` on); with it, the question and answer are appended, or with `regenerate` the last answer is replaced. One AI use per `done`; an `error` event or a stopped stream counts nothing.',
      tags: ['AI'],
      responses: {
        200: {
          description: 'Events: `start`, `delta`…, then `done` or `error`',
          content: { 'text/event-stream': { schema: resolver(aiStreamEventSchema) } },
        },
        404: { description: 'No such conversation or note (or another user’s)' },
        429: { description: 'No AI uses left today (AI_LIMIT_REACHED)' },
        503: { description: 'AI is not set up on this server (AI_NOT_CONFIGURED)' },
      },
    }),
    requireSession(auth),
    validate('json', chatRequestSchema),
    async (c) => {
      const user = c.get('user');
      const { messages, noteIds = [], conversationId, regenerate } = c.req.valid('json');
      const model = requireChatModel(ai);
      const conversation = conversationId
        ? await findOwnedConversation(db, user.id, conversationId)
        : undefined;
      const notes = await loadContextNotes(db, user.id, noteIds);
      const prompt = chatPrompt(messages, notes);
      const question = messages.at(-1)?.content ?? '';
      const askedAt = new Date();
      const newId = conversation ? undefined : randomUUID();

      return streamAiAnswer(c, {
        db,
        user,
        billing,
        conversationId: conversation?.id ?? newId,
        produce: (signal) => model.streamChat(prompt, { signal }),
        onDone: async (answer) => {
          if (answer.trim() === '')
            throw aiUnavailable(
              'The AI model sent an empty answer. Nothing was counted; try again.',
            );
          const exchange = { question, answer, askedAt, answeredAt: new Date() };
          try {
            if (conversation)
              await keepExchange(db, conversation, exchange, {
                replaceLastAnswer: regenerate === true,
              });
            else if (newId)
              await startConversation(db, { id: newId, userId: user.id, messages, exchange });
          } catch (error) {
            throw withoutContent(error, 'keeping the conversation');
          }
        },
      });
    },
  );
}
