import type { TranscriptSegment, TranscriptionStatus } from '@common/schemas/voice';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
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

/**
 * How long a running row stays its runner's without a sign of life (the
 * runner renews it every quarter of this). Past it, another server process
 * may take the row over: its runner stopped.
 */
export const TRANSCRIPTION_LEASE_MS = 120_000;

/**
 * Takes a row for this process, in one statement: a queued one, or a running
 * one whose runner has not renewed it within TRANSCRIPTION_LEASE_MS. False
 * when another process is running it, it is finished, or it is gone: with
 * several servers, each starting server queues every unfinished row, and
 * only one of them transcribes it.
 */
export async function claimTranscription(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(transcription)
    .set({ status: 'running', error: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(transcription.id, id),
        or(
          eq(transcription.status, 'queued'),
          and(
            eq(transcription.status, 'running'),
            sql`${transcription.updatedAt} < now() - ${`${TRANSCRIPTION_LEASE_MS} milliseconds`}::interval`,
          ),
        ),
      ),
    )
    .returning({ id: transcription.id });
  return rows.length > 0;
}

/** A running row's sign of life (see TRANSCRIPTION_LEASE_MS). */
export async function renewTranscription(db: Db, id: string): Promise<void> {
  await db
    .update(transcription)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(transcription.id, id), eq(transcription.status, 'running')));
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
