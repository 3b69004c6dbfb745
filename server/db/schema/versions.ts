import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { note } from './notes';
import { bytea } from './types';

/**
 * A saved version of a note's document (version history): the whole Yjs
 * state, with its title, Markdown and word count as they were, so the list
 * and the diff never need to decode it. `source` says why it was taken
 * (common/schemas/versions.ts `VersionSource`).
 */
export const noteVersion = pgTable(
  'note_versions',
  {
    id: text('id').primaryKey(),
    noteId: text('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'auto' | 'manual' | 'restore' | 'ai' | 'import' */
    source: text('source').notNull(),
    ydoc: bytea('ydoc').notNull(),
    title: text('title').notNull().default(''),
    markdown: text('markdown').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('note_versions_note_created_idx').on(table.noteId, table.createdAt.desc()),
    index('note_versions_created_idx').on(table.createdAt),
  ],
);
