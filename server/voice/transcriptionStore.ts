import type { TranscriptSegment, TranscriptionStatus } from '@common/schemas/voice';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transcription } from '../db/schema';

export type TranscriptionRow = typeof transcription.$inferSelect;

/** A recording's transcript row, made with the note or the upload it belongs to. */
export async function insertTranscription(
  db: Db,
  values: {
    id: string;
    userId: string;
    noteId: string;
    attachmentId: string;
    status: TranscriptionStatus;
    duration: number;
    /** The language asked for, if any (replaced by the one the model heard once done). */
    language?: string | undefined;
  },
): Promise<TranscriptionRow> {
  const [row] = await db
    .insert(transcription)
    .values({ ...values, language: values.language ?? null })
    .returning();
  return row!;
}

export async function findTranscription(db: Db, id: string): Promise<TranscriptionRow | undefined> {
  const [row] = await db.select().from(transcription).where(eq(transcription.id, id));
  return row;
}

/** A note's transcripts, oldest first (the order its recordings were added). */
export function transcriptionsOfNote(db: Db, noteId: string): Promise<TranscriptionRow[]> {
  return db
    .select()
    .from(transcription)
    .where(eq(transcription.noteId, noteId))
    .orderBy(asc(transcription.createdAt), asc(transcription.id));
}

/** Rows a stopped server left on their way (at start: resumed). */
export function unfinishedTranscriptions(db: Db): Promise<TranscriptionRow[]> {
  return db
    .select()
    .from(transcription)
    .where(inArray(transcription.status, ['queued', 'running']))
    .orderBy(asc(transcription.createdAt));
}

export interface TranscriptionChange {
  status: TranscriptionStatus;
  error?: string | null;
  language?: string | null;
  segments?: TranscriptSegment[] | null;
}

/** Sets a row's state; false when the row is gone (its note was deleted). */
export async function updateTranscription(
  db: Db,
  id: string,
  change: TranscriptionChange,
): Promise<boolean> {
  const rows = await db
    .update(transcription)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(transcription.id, id))
    .returning({ id: transcription.id });
  return rows.length > 0;
}
