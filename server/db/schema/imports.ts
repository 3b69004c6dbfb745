import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { note } from './notes';

/**
 * One import of a file from another app (Evernote, Obsidian, Notion,
 * Markdown): its status, progress while it runs, and its report once done.
 */
export const importJob = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The uploaded file's name, as the user's computer called it. */
    fileName: text('file_name').notNull(),
    /** 'queued' | 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** The import report (common/schemas/import.ts), written while it runs and when it ends. */
    report: jsonb('report'),
    /** Why the whole job failed, in words for the user. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('import_jobs_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('import_jobs_status_idx').on(table.status),
  ],
);

/**
 * Every item an import created, keyed by where it came from (a hash of an
 * Evernote note, a Markdown file's path and content, or an Inkling export's
 * note id): running the same file again finds them and creates no duplicates.
 */
export const importItem = pgTable(
  'import_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    noteId: text('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('import_items_user_source_idx').on(table.userId, table.sourceKey),
    index('import_items_note_idx').on(table.noteId),
  ],
);
