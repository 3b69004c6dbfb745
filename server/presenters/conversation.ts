import type { ConversationResponse, ConversationSummary } from '@common/schemas/ai';
import type { ConversationMessageRow, ConversationRow } from '../ai/assistant/conversationStore';

/** What a list shows of a conversation: its title and when it was last continued (never its owner). */
export function presentConversationSummary(row: ConversationRow): ConversationSummary {
  return { id: row.id, title: row.title, updatedAt: row.updatedAt.toISOString() };
}

/** A whole conversation: its summary and its messages, in order. */
export function presentConversation(
  row: ConversationRow,
  messages: ConversationMessageRow[],
): ConversationResponse {
  return {
    conversation: {
      ...presentConversationSummary(row),
      messages: messages.map((message) => ({
        id: message.id,
        role: message.role,
        content: message.content,
        createdAt: message.createdAt.toISOString(),
      })),
    },
  };
}
