import { transcriptionSchema, type Transcription } from '@common/schemas/voice';
import type { TranscriptionRow } from '../voice/transcriptionStore';

/** A transcript's state as the API shows it; the segments stay on the server (they are in the note). */
export function presentTranscription(row: TranscriptionRow): Transcription {
  return transcriptionSchema.parse({
    id: row.id,
    noteId: row.noteId,
    attachmentId: row.attachmentId,
    status: row.status,
    error: row.error,
    duration: row.duration,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}
