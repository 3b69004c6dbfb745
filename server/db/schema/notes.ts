import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bytea, tsvector } from './types';

/**
 * A note. Its Yjs document (`ydoc`) is the source of truth for title and
 * body; the other text columns are a projection of it, rewritten on every
 * change, for listing, search, export and sharing. Title, plain text,
 * excerpt and search vector are stored MAIN (migration 0022, which Drizzle
 * does not model): search reads them from the row itself, and `ydoc` and
 * `markdown` leave the row for the TOAST table first.
 */
export const note = pgTable(
  'notes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ydoc: bytea('ydoc').notNull(),
    title: text('title').notNull().default(''),
    markdown: text('markdown').notNull().default(''),
    plainText: text('plain_text').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when moved to the trash; purged 30 days later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(plain_text, '')), 'B')`,
    ),
  },
  (table) => [
    // Lists read live notes newest first, ties broken by id: the indexes match that order exactly.
    index('notes_user_updated_idx')
      .on(table.userId, table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('notes_user_created_idx')
      .on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('notes_deleted_idx').on(table.deletedAt),
    // Every way of searching ends here: words, substrings and typos are looked up in the
    // user's vocabulary (note_words) and become a full-text query.
    index('notes_search_idx').using('gin', table.searchVector),
    // Title hits rank first, so search also asks for the most recent notes with a word in the
    // title: this index (a title's few words) finds them, and gives the planner their counts.
    index('notes_title_search_idx').using('gin', sql`to_tsvector('simple', ${table.title})`),
    // A piece too common to list as words, a quoted phrase or punctuation is checked on the text
    // itself (server/search/searchNotes.ts `contains`, `titleContains`): these keep those checks
    // on an index instead of a walk through every note. They must stay identical to its expressions.
    index('notes_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('notes_text_trgm_idx').using(
      'gin',
      sql`(${table.title} || ' ' || ${table.plainText}) gin_trgm_ops`,
    ),
    // Chinese and Japanese have no spaces: a word is inside a run of characters, and one or two
    // characters have no trigram. The runs' characters and pairs of neighbours (cjk_grams,
    // migration 0018) find every note holding a CJK search term; the text check confirms it.
    index('notes_cjk_grams_idx').using(
      'gin',
      sql`cjk_grams(${table.title} || ' ' || ${table.plainText})`,
    ),
    // Quoted phrases: every two neighbouring words of the text, as hashes (word_pair_hashes,
    // migrations 0019 and 0025). Two common words ("are", "write") are together in thousands of
    // notes and side by side in a hundred: checking the text of each of the thousands cost 300 ms
    // at 100,000 notes.
    index('notes_word_pairs_idx').using(
      'gin',
      sql`word_pair_hashes(${table.title} || ' ' || ${table.plainText})`,
    ),
    // The same in titles alone (migration 0023): a phrase's title hits past the recent window,
    // where the titles' trigrams hand over every title holding its words anywhere.
    index('notes_title_pairs_idx').using('gin', sql`word_pair_hashes(${table.title})`),
  ],
);

export const tag = pgTable(
  'tags',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('violet'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One tag per name and user, whatever its case.
  (table) => [uniqueIndex('tags_user_name_idx').on(table.userId, sql`lower(${table.name})`)],
);

export const noteTag = pgTable(
  'note_tags',
  {
    noteId: text('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tag.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.noteId, table.tagId] }),
    index('note_tags_tag_idx').on(table.tagId),
  ],
);
