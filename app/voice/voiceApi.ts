import type {
  fromAudioResponseSchema,
  noteAudioResponseSchema,
  noteTranscriptionsResponseSchema,
  Transcription,
} from '@common/schemas/voice';
import type { z } from 'zod';
import { apiCall, ApiError, jsonBody } from '@app/lib/apiClient';
import { uploadForm, type UploadOptions } from '@app/lib/uploadForm';

export type FromAudioResponse = z.infer<typeof fromAudioResponseSchema>;
export type NoteAudioResponse = z.infer<typeof noteAudioResponseSchema>;
export type NoteTranscriptions = z.infer<typeof noteTranscriptionsResponseSchema>;

/** The form of one recording: the file, then the set fields. */
function audioForm(file: File, fields: Record<string, string | undefined> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.set(name, value);
  form.set('file', file);
  return form;
}

/** Uploads with progress; a 2xx without a body (a proxy's page) is a failure too. */
async function uploadAudio<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  const answer = await uploadForm(path, form, options);
  if (!answer.body)
    throw new ApiError(answer.status, 'INTERNAL', `The upload failed (HTTP ${answer.status}).`);
  return answer.body as T;
}

const notePath = (id: string) => `/api/notes/${encodeURIComponent(id)}`;

/** Every voice-note call (common/schemas/voice.ts). Screens reach them through voiceQueries. */
export const voiceApi = {
  /** A new note holding the recording's player; its transcript follows as a job. */
  fromAudio: (file: File, fields: { title?: string; language?: string }, options: UploadOptions) =>
    uploadAudio<FromAudioResponse>('/api/notes/from-audio', audioForm(file, fields), options),
  /** A recording for a note open in the editor; the editor inserts its player. */
  addToNote: (noteId: string, file: File, options: UploadOptions) =>
    uploadAudio<NoteAudioResponse>(`${notePath(noteId)}/audio`, audioForm(file), options),
  transcriptions: (noteId: string, signal?: AbortSignal) =>
    apiCall<NoteTranscriptions>(`${notePath(noteId)}/transcriptions`, signal ? { signal } : {}),
  retry: (id: string) =>
    apiCall<{ transcription: Transcription }>(
      `/api/transcriptions/${encodeURIComponent(id)}/retry`,
      jsonBody('POST'),
    ),
};
