import { attachmentSchema } from './attachments';
import { noteSchema } from './notes';
import { z } from './zod';

/**
 * Voice notes: recordings stored as attachments, played in the note, and
 * transcribed through the AI provider's `/v1/audio/transcriptions` when
 * AI_TRANSCRIPTION_MODEL is set.
 */

/**
 * Recordings and audio files, as their bytes say (webm, ogg, m4a, mp3, wav;
 * aac: what the native app's recorder writes on Android and iOS).
 */
export const audioMimeTypes = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
  'audio/aac',
] as const;
export type AudioMimeType = (typeof audioMimeTypes)[number];
export const audioExtensions = [
  '.webm',
  '.ogg',
  '.oga',
  '.opus',
  '.m4a',
  '.mp4',
  '.mp3',
  '.wav',
  '.aac',
];
export const MAX_AUDIO_BYTES = 100 * 1024 * 1024;
/** Shorter recordings are refused: nothing was said. */
export const MIN_RECORDING_SECONDS = 0.5;
/** How long one recording in the app may run before it stops by itself. */
export const MAX_RECORDING_SECONDS = 30 * 60;
/** The speeds the player offers. */
export const playbackRates = [1, 1.5, 2] as const;

export const transcriptSegmentSchema = z.object({
  /** Seconds from the start of the recording. */
  start: z.number().min(0),
  end: z.number().min(0),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/** `POST /api/transcribe`: the words of one recording, with where each part starts. */
export const transcribeResponseSchema = z.object({
  text: z.string(),
  segments: z.array(transcriptSegmentSchema),
  language: z.string().nullable(),
  /** The recording's length in seconds. */
  duration: z.number().min(0),
});
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/**
 * queued/running: on its way. done: the transcript is in the note below the
 * player. silent: nothing but silence, so no model was asked. off: this
 * server has no transcription model. failed: `error` says why (no use counted).
 */
export const transcriptionStatuses = [
  'queued',
  'running',
  'done',
  'silent',
  'off',
  'failed',
] as const;
export type TranscriptionStatus = (typeof transcriptionStatuses)[number];

export const transcriptionSchema = z.object({
  id: z.string(),
  noteId: z.string(),
  attachmentId: z.string(),
  status: z.enum(transcriptionStatuses),
  error: z.string().nullable(),
  /** Seconds of audio; null until the recording has been read. */
  duration: z.number().min(0).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transcription = z.infer<typeof transcriptionSchema>;

/** `GET /api/notes/:id/transcriptions`: the state of each recording's transcript in a note. */
export const noteTranscriptionsResponseSchema = z.object({
  transcriptions: z.array(transcriptionSchema),
});

/** `POST /api/notes/from-audio` → 201: the new note with its player, and its transcript's state. */
export const fromAudioResponseSchema = z.object({
  note: noteSchema,
  transcription: transcriptionSchema,
});

/**
 * `POST /api/notes/:id/audio` → 201: a recording stored for a note the
 * editor has open; the editor inserts the player, the server the transcript
 * below it once ready.
 */
export const noteAudioResponseSchema = z.object({
  attachment: attachmentSchema,
  transcription: transcriptionSchema,
  duration: z.number().min(0),
});

/** Whisper's language codes are ISO 639-1 ("en", "de"); unset, the model detects the language. */
const languageCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}$/, 'must be a language code such as en, de or fr');

/** The text fields sent beside a recording (multipart), checked like any JSON body. */
export const audioUploadFieldsSchema = z.object({
  /** The new note's title (from-audio only); default "Voice note, <date, time>". */
  title: z.string().trim().max(200).optional(),
  language: languageCodeSchema.optional(),
});
export type AudioUploadFields = z.infer<typeof audioUploadFieldsSchema>;

/** `POST /api/transcriptions/:id/retry` → 200: the transcript queued again. */
export const transcriptionResponseSchema = z.object({
  transcription: transcriptionSchema,
});
