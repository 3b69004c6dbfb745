import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findTranscription, type TranscriptionRow } from '../voice/transcriptionStore';

/**
 * One of the user's transcripts: only the owner of the recording may see or
 * retry it. Another user's answers 404, exactly like a missing one.
 */
export async function findOwnedTranscription(
  db: Db,
  userId: string,
  id: string,
): Promise<TranscriptionRow> {
  const row = await findTranscription(db, id);
  if (!row || row.userId !== userId) throw notFound('Transcript not found.');
  return row;
}
