import { idParamSchema } from '@common/schemas/ids';
import {
  fromAudioResponseSchema,
  noteAudioResponseSchema,
  noteTranscriptionsResponseSchema,
  transcribeResponseSchema,
  transcriptionResponseSchema,
  type TranscribeResponse,
} from '@common/schemas/voice';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { aiStatusOf } from '../../ai/aiConfig';
import type { AiProvider } from '../../ai/aiProvider';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { withAiUse } from '../../billing/aiUsage';
import type { BillingConfig } from '../../billing/config';
import type { Database } from '../../db/client';
import { aiNotConfigured, conflict, unprocessable } from '../../errors';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findFullNote } from '../../notes/noteQueries';
import { authorizeNote, findOwnedNote } from '../../policies/note';
import { findOwnedTranscription } from '../../policies/transcription';
import { presentAttachment } from '../../presenters/attachment';
import { presentNote } from '../../presenters/note';
import { presentTranscription } from '../../presenters/transcription';
import type { FileStorage } from '../../storage/fileStorage';
import { discardRecording, receiveRecording } from '../../voice/recordings';
import { transcribeChunks } from '../../voice/transcribe';
import { jobForRow } from '../../voice/transcriptionJobs';
import { transcriptionsOfNote, updateTranscription } from '../../voice/transcriptionStore';
import { addRecordingToNote, createVoiceNote, roundedDuration } from '../../voice/voiceNotes';
import type { Voice } from '../../voice/voiceSetup';
import { uploadRateLimit } from '../attachments/attachments';

const json = (schema: Parameters<typeof resolver>[0]) => ({
  'application/json': { schema: resolver(schema) },
});

/** The answers every recording upload may give besides its success. */
const uploadErrors = {
  400: { description: 'No file, an empty one, a bad field, or shorter than half a second' },
  413: { description: 'Over 100 MB (the upload stops at once), or over the storage quota' },
  415: {
    description: 'Not multipart, or not a recording (typed from its bytes), or no sound in it',
  },
  422: { description: 'Took too long to read' },
  429: { description: 'Too many uploads this minute, or too many recordings waiting' },
  503: { description: 'The server is busy reading recordings, or has no ffmpeg' },
} as const;

/** The provider when it can transcribe; otherwise 503 naming what the operator sets. */
function requireTranscriptionModel(ai: AiProvider | null): AiProvider {
  if (ai?.config.transcriptionModel) return ai;
  const missing = aiStatusOf(ai?.config ?? null).missing.filter(
    (name) => name === 'AI_BASE_URL' || name === 'AI_TRANSCRIPTION_MODEL',
  );
  throw aiNotConfigured(missing.length > 0 ? missing : ['AI_TRANSCRIPTION_MODEL']);
}

/**
 * Voice notes: `POST /api/transcribe` (words of a recording, nothing
 * stored), `POST /api/notes/from-audio` (a new note with the player),
 * `POST /api/notes/:id/audio` (a recording for an open note),
 * `GET /api/notes/:id/transcriptions` and `POST /api/transcriptions/:id/retry`.
 * Mounted on the API's root: each route asks for a session itself.
 */
export function voiceRoutes(
  auth: Auth,
  database: Database,
  storage: FileStorage,
  billing: BillingConfig,
  ai: AiProvider | null,
  voice: Voice,
) {
  const { db } = database;
  const signedIn = requireSession(auth);
  const uploads = uploadRateLimit(voice.uploadsPerMinute, 'recordings');
  const deps = { db, storage, voice };
  return new Hono<AppEnv>()
    .post(
      '/transcribe',
      describeRoute({
        summary:
          'The words of a recording with their times (multipart "file", optional "language"); nothing is stored. One AI use; none when silent',
        tags: ['Voice'],
        responses: {
          200: { description: 'The transcript', content: json(transcribeResponseSchema) },
          ...uploadErrors,
          422: { description: 'No speech was found (no AI use), or too long to read' },
          503: { description: 'No transcription model (AI_NOT_CONFIGURED), or busy' },
        },
      }),
      signedIn,
      uploads,
      async (c) => {
        const model = requireTranscriptionModel(ai);
        const recording = await receiveRecording(c, voice, { chunks: true });
        try {
          if (recording.scan.silent) throw unprocessable('No speech was found in this recording.');
          const transcript = await withAiUse(db, c.get('user'), billing, () =>
            transcribeChunks(model, recording.scan.chunks, {
              signal: c.req.raw.signal,
              language: recording.fields.language,
            }),
          );
          const body: TranscribeResponse = { ...transcript, duration: roundedDuration(recording) };
          return c.json(body);
        } finally {
          await discardRecording(recording);
        }
      },
    )
    .post(
      '/notes/from-audio',
      describeRoute({
        summary:
          'A new note from a recording (multipart "file", optional "title" and "language"): its player, and its transcript below once ready',
        tags: ['Voice'],
        responses: {
          201: {
            description: 'The note and its transcript’s state',
            content: json(fromAudioResponseSchema),
          },
          ...uploadErrors,
        },
      }),
      signedIn,
      uploads,
      async (c) => {
        const userId = c.get('user').id;
        voice.runner.checkRoom(userId);
        const recording = await receiveRecording(c, voice, { chunks: voice.transcribes });
        const { noteId, transcription } = await createVoiceNote(deps, userId, recording);
        const note = presentNote(authorizeNote(userId, await findFullNote(db, noteId)));
        return c.json({ note, transcription: presentTranscription(transcription) }, 201);
      },
    )
    .post(
      '/notes/:id/audio',
      describeRoute({
        summary:
          'Store a recording for a note open in the editor (multipart "file", optional "language"); the editor inserts the player, the server the transcript below it',
        tags: ['Voice'],
        responses: {
          201: {
            description: 'The stored recording and its transcript’s state',
            content: json(noteAudioResponseSchema),
          },
          ...uploadErrors,
          404: { description: 'No such note (or another user’s, or in the trash)' },
        },
      }),
      signedIn,
      validate('param', idParamSchema),
      uploads,
      async (c) => {
        const userId = c.get('user').id;
        const note = await findOwnedNote(db, userId, c.req.valid('param').id);
        voice.runner.checkRoom(userId);
        const recording = await receiveRecording(c, voice, { chunks: voice.transcribes });
        const { stored, transcription } = await addRecordingToNote(
          deps,
          userId,
          note.id,
          recording,
        );
        return c.json(
          {
            attachment: presentAttachment(stored),
            transcription: presentTranscription(transcription),
            duration: transcription.duration ?? 0,
          },
          201,
        );
      },
    )
    .get(
      '/notes/:id/transcriptions',
      describeRoute({
        summary: 'The state of each recording’s transcript in a note',
        tags: ['Voice'],
        responses: {
          200: {
            description: 'Transcripts, oldest first',
            content: json(noteTranscriptionsResponseSchema),
          },
          404: { description: 'No such note (or another user’s)' },
        },
      }),
      signedIn,
      validate('param', idParamSchema),
      async (c) => {
        const note = await findOwnedNote(db, c.get('user').id, c.req.valid('param').id, 'any');
        const rows = await transcriptionsOfNote(db, note.id);
        return c.json({ transcriptions: rows.map(presentTranscription) });
      },
    )
    .post(
      '/transcriptions/:id/retry',
      describeRoute({
        summary: 'Try a failed transcript again (or one made while transcription was off)',
        tags: ['Voice'],
        responses: {
          200: { description: 'Queued again', content: json(transcriptionResponseSchema) },
          404: { description: 'No such transcript (or another user’s)' },
          409: { description: 'The transcript is not failed' },
          429: { description: 'Too many recordings waiting' },
          503: { description: 'No transcription model (AI_NOT_CONFIGURED), or busy' },
        },
      }),
      signedIn,
      validate('param', idParamSchema),
      async (c) => {
        const userId = c.get('user').id;
        const row = await findOwnedTranscription(db, userId, c.req.valid('param').id);
        if (row.status !== 'failed' && row.status !== 'off')
          throw conflict(
            'Only a transcript that failed (or was made while transcription was off) can be tried again.',
          );
        requireTranscriptionModel(ai);
        voice.runner.checkRoom(userId);
        await updateTranscription(db, row.id, { status: 'queued', error: null });
        await voice.runner.enqueue(jobForRow(row));
        const queued = { ...row, status: 'queued', error: null, updatedAt: new Date() };
        return c.json({ transcription: presentTranscription(queued) });
      },
    );
}
