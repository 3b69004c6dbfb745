import { conversationListSchema, conversationResponseSchema } from '@common/schemas/ai';
import { idParamSchema } from '@common/schemas/ids';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  deleteConversation,
  listConversations,
  listMessages,
} from '../../ai/assistant/conversationStore';
import { findOwnedConversation } from '../../policies/conversation';
import { presentConversation, presentConversationSummary } from '../../presenters/conversation';

const notFoundResponse = { 404: { description: 'No such conversation (or another user’s)' } };
const tags = ['AI'];

/**
 * `/api/ai/conversations`: the assistant's kept conversations (list, read,
 * delete). They are written by `POST /api/ai/chat` as answers complete.
 * Each route asks for a session itself: several apps share `/ai`.
 */
export function conversationRoutes(auth: Auth, database: Database) {
  const { db } = database;
  const signedIn = requireSession(auth);
  return new Hono<AppEnv>()
    .get(
      '/conversations',
      describeRoute({
        summary: 'The assistant’s conversations, most recently continued first (the 200 newest)',
        tags,
        responses: {
          200: {
            description: 'The conversations',
            content: { 'application/json': { schema: resolver(conversationListSchema) } },
          },
        },
      }),
      signedIn,
      async (c) => {
        const rows = await listConversations(db, c.get('user').id);
        return c.json({ conversations: rows.map(presentConversationSummary) });
      },
    )
    .get(
      '/conversations/:id',
      describeRoute({
        summary: 'A conversation with its messages, in order',
        tags,
        responses: {
          200: {
            description: 'The conversation',
            content: { 'application/json': { schema: resolver(conversationResponseSchema) } },
          },
          ...notFoundResponse,
        },
      }),
      signedIn,
      validate('param', idParamSchema),
      async (c) => {
        const row = await findOwnedConversation(db, c.get('user').id, c.req.valid('param').id);
        return c.json(presentConversation(row, await listMessages(db, row.id)));
      },
    )
    .delete(
      '/conversations/:id',
      describeRoute({
        summary: 'Delete a conversation and its messages',
        tags,
        responses: { 204: { description: 'Deleted' }, ...notFoundResponse },
      }),
      signedIn,
      validate('param', idParamSchema),
      async (c) => {
        const row = await findOwnedConversation(db, c.get('user').id, c.req.valid('param').id);
        await deleteConversation(db, row.id);
        return c.body(null, 204);
      },
    );
}
