import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@common/schemas/ai';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiConversation, aiMessage } from '../../db/schema';

export type ConversationRow = typeof aiConversation.$inferSelect;
export type ConversationMessageRow = typeof aiMessage.$inferSelect;

/** How many conversations the list answers: the newest ones. */
export const CONVERSATION_LIST_MAX = 200;

const TITLE_MAX = 60;

/**
 * A conversation's title from its first user message: one line, Markdown
 * marks at the start dropped, cut at a word near 60 characters.
 */
export function conversationTitle(firstMessage: string): string {
  const line = firstMessage
    .replace(/\s+/g, ' ')
    .replace(/^[#>*\-\s]+/, '')
    .trim();
  if (line.length <= TITLE_MAX) return line || 'New conversation';
  const cut = line.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A conversation by id, whoever owns it: the conversation policy decides who may have it. */
export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(aiConversation).where(eq(aiConversation.id, id));
  return row;
}

/** The user's conversations, most recently continued first. */
export function listConversations(db: Db, userId: string): Promise<ConversationRow[]> {
  return db
    .select()
    .from(aiConversation)
    .where(eq(aiConversation.userId, userId))
    .orderBy(desc(aiConversation.updatedAt), desc(aiConversation.id))
    .limit(CONVERSATION_LIST_MAX);
}

/** A conversation's messages in the order they were written (a question before its answer). */
export function listMessages(db: Db, conversationId: string): Promise<ConversationMessageRow[]> {
  return db
    .select()
    .from(aiMessage)
    .where(eq(aiMessage.conversationId, conversationId))
    .orderBy(asc(aiMessage.createdAt), desc(aiMessage.role));
}

/** One finished exchange: the question was asked at `askedAt`, the answer came at `answeredAt`. */
export interface Exchange {
  question: string;
  answer: string;
  askedAt: Date;
  answeredAt: Date;
}

/** Later than `after` by at least a millisecond, so the order of messages never rests on ids. */
const after = (time: Date, earlier: Date) =>
  time.getTime() > earlier.getTime() ? time : new Date(earlier.getTime() + 1);

/**
 * Starts a kept conversation with the messages the client sent and the
 * answer, all at once: a conversation exists only once its first answer is
 * complete, so a stopped or failed first exchange leaves nothing behind.
 */
export async function startConversation(
  db: Db,
  input: { id: string; userId: string; messages: ChatMessage[]; exchange: Exchange },
): Promise<void> {
  const { id, userId, messages, exchange } = input;
  const firstQuestion = messages.find((message) => message.role === 'user')?.content ?? '';
  // Earlier messages the client carried are kept a millisecond apart before the question, in order.
  const rows = messages.map((message, index) => ({
    id: randomUUID(),
    conversationId: id,
    role: message.role,
    content: message.content,
    createdAt: new Date(exchange.askedAt.getTime() - (messages.length - 1 - index)),
  }));
  rows.push({
    id: randomUUID(),
    conversationId: id,
    role: 'assistant',
    content: exchange.answer,
    createdAt: after(exchange.answeredAt, exchange.askedAt),
  });
  await db.transaction(async (tx) => {
    await tx.insert(aiConversation).values({
      id,
      userId,
      title: conversationTitle(firstQuestion),
      createdAt: exchange.askedAt,
      updatedAt: exchange.answeredAt,
    });
    await tx.insert(aiMessage).values(rows);
  });
}

/**
 * Keeps an exchange in an existing conversation: the question and its answer
 * appended, or with `replaceLastAnswer` (regenerate) the last answer
 * rewritten, when that answer is the reply to this same question; otherwise
 * the exchange is appended after all. A conversation deleted meanwhile keeps
 * nothing (the user asked for it to go).
 */
export async function keepExchange(
  db: Db,
  conversation: { id: string; userId: string },
  exchange: Exchange,
  { replaceLastAnswer = false } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [touched] = await tx
      .update(aiConversation)
      .set({ updatedAt: exchange.answeredAt })
      .where(
        and(eq(aiConversation.id, conversation.id), eq(aiConversation.userId, conversation.userId)),
      )
      .returning({ id: aiConversation.id });
    if (!touched) return;
    if (replaceLastAnswer) {
      const [last, beforeLast] = await tx
        .select()
        .from(aiMessage)
        .where(eq(aiMessage.conversationId, conversation.id))
        .orderBy(desc(aiMessage.createdAt), asc(aiMessage.role))
        .limit(2);
      if (
        last?.role === 'assistant' &&
        beforeLast?.role === 'user' &&
        beforeLast.content === exchange.question
      ) {
        await tx
          .update(aiMessage)
          .set({ content: exchange.answer, createdAt: after(exchange.answeredAt, last.createdAt) })
          .where(eq(aiMessage.id, last.id));
        return;
      }
    }
    const [latest] = await tx
      .select({ createdAt: aiMessage.createdAt })
      .from(aiMessage)
      .where(eq(aiMessage.conversationId, conversation.id))
      .orderBy(desc(aiMessage.createdAt))
      .limit(1);
    const askedAt = latest ? after(exchange.askedAt, latest.createdAt) : exchange.askedAt;
    await tx.insert(aiMessage).values([
      {
        id: randomUUID(),
        conversationId: conversation.id,
        role: 'user',
        content: exchange.question,
        createdAt: askedAt,
      },
      {
        id: randomUUID(),
        conversationId: conversation.id,
        role: 'assistant',
        content: exchange.answer,
        createdAt: after(exchange.answeredAt, askedAt),
      },
    ]);
  });
}

/** Deletes a conversation and (by cascade) its messages. */
export async function deleteConversation(db: Db, id: string): Promise<void> {
  await db.delete(aiConversation).where(eq(aiConversation.id, id));
}
