import { index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { note } from './notes';

/** A conversation kept by the assistant (`/assistant`), newest first per user. */
export const aiConversation = pgTable(
  'ai_conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_conversations_user_idx').on(table.userId, table.updatedAt.desc())],
);

/** One message of a kept conversation: the user's, or the model's finished answer. */
export const aiMessage = pgTable(
  'ai_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => aiConversation.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

/**
 * A note cut into passages for embedding. A chunk names its text by hash, so
 * an unchanged passage finds its vector again without calling the model.
 */
export const noteChunk = pgTable(
  'note_chunks',
  {
    noteId: text('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of `text`. */
    contentHash: text('content_hash').notNull(),
    text: text('text').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.noteId, table.ordinal] }),
    index('note_chunks_user_idx').on(table.userId),
    index('note_chunks_hash_idx').on(table.contentHash),
  ],
);

/**
 * A passage's vector, keyed by what makes it: the text's hash, the model and
 * its dimensions. Rows are shared by every chunk with the same text; a vector
 * is only ever reached through the caller's own chunks. `real[]` works on
 * every PostgreSQL; with pgvector present it is cast to `vector` to compare.
 */
export const chunkEmbedding = pgTable(
  'chunk_embeddings',
  {
    contentHash: text('content_hash').notNull(),
    model: text('model').notNull(),
    dimensions: integer('dimensions').notNull(),
    embedding: real('embedding').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.contentHash, table.model, table.dimensions] })],
);

/** When a note was last cut into chunks; a note whose `updated_at` is newer is due again. */
export const noteIndexState = pgTable('note_index_state', {
  noteId: text('note_id')
    .primaryKey()
    .references(() => note.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The note's `updated_at` that was chunked. */
  noteUpdatedAt: timestamp('note_updated_at', { withTimezone: true }).notNull(),
  indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
});
