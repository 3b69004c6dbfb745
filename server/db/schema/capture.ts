import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { attachment } from './attachments';
import { user } from './auth';
import { note } from './notes';

/**
 * What was read on a photo (photo to note): the text and every word with its
 * box and confidence (common/schemas/ocr.ts `OcrResult`), kept with the
 * photo so a search hit on a word can be shown on it.
 */
export const photoText = pgTable(
  'photo_texts',
  {
    attachmentId: text('attachment_id')
      .primaryKey()
      .references(() => attachment.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    text: text('text').notNull(),
    confidence: real('confidence').notNull(),
    /** OcrWord[] */
    words: jsonb('words').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('photo_texts_user_idx').on(table.userId)],
);

/** Several photos on their way to notes: progress for the screen that waits. */
export const photoJob = pgTable(
  'photo_jobs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'queued' | 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** string[]: the notes made so far. */
    noteIds: jsonb('note_ids').notNull().default([]),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('photo_jobs_user_created_idx').on(table.userId, table.createdAt.desc())],
);

/**
 * One recording's transcript on its way into its note (common/schemas/voice.ts
 * `Transcription`). The transcript itself is written into the note's body
 * below the player; the segments stay here for `/api/transcribe`-style reads.
 */
export const transcription = pgTable(
  'transcriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    noteId: text('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    attachmentId: text('attachment_id')
      .notNull()
      .references(() => attachment.id, { onDelete: 'cascade' }),
    /** 'queued' | 'running' | 'done' | 'silent' | 'off' | 'failed' */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    /** Seconds of audio, once read. */
    duration: real('duration'),
    language: text('language'),
    /** TranscriptSegment[] once done. */
    segments: jsonb('segments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('transcriptions_note_idx').on(table.noteId),
    index('transcriptions_attachment_idx').on(table.attachmentId),
    index('transcriptions_status_idx').on(table.status),
  ],
);
