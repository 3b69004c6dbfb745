import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Each user's search vocabulary: every lexeme that is or was in the search
 * vector of one of their notes (lower case, as `to_tsvector('simple', …)`
 * writes it). Search looks a query's words up here (substrings, prefixes,
 * typos; server/search/searchNotes.ts) and turns them into a full-text query
 * on the notes' search vector index. Written only by the database: a trigger
 * on notes adds the words of a new or changed search vector (migration
 * 0016). Words a note loses stay: they expand to a term that matches nothing.
 */
export const noteWord = pgTable(
  'note_words',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.word] }),
    // Substrings and typos of one user's words (btree_gin puts user_id in the same index).
    // No pending list (migration 0024): every typo's lookup read all of it, and a note adds
    // only the few words the vocabulary lacks, each cheap to put in the index at once.
    index('note_words_trgm_idx')
      .using('gin', table.userId, sql`${table.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
