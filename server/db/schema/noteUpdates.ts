import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { note } from './notes';
import { bytea } from './types';

/**
 * Live edits the collaboration server has acknowledged but not yet merged
 * into `notes.ydoc`: one row per incoming Yjs update, written before the
 * editor hears "saved", so a crash loses nothing it was told was kept.
 * Merged into the note and deleted when the document is stored.
 */
export const noteUpdate = pgTable(
  'note_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noteId: text('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('note_updates_note_id_idx').on(table.noteId, table.id)],
);
