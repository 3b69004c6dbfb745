import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findConversation, type ConversationRow } from '../ai/assistant/conversationStore';

/**
 * May this user have this conversation of the assistant (read it, continue
 * it, delete it)? Only their own: a missing one and another user's answer
 * the same 404, so ids reveal nothing.
 */
export function authorizeConversation(
  userId: string,
  row: ConversationRow | undefined,
): ConversationRow {
  if (!row || row.userId !== userId) throw notFound('Conversation not found.');
  return row;
}

/** The one way to reach a conversation: read by id, then authorised. */
export async function findOwnedConversation(
  db: Db,
  userId: string,
  id: string,
): Promise<ConversationRow> {
  return authorizeConversation(userId, await findConversation(db, id));
}
