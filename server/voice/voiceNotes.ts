import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TranscriptionStatus } from '@common/schemas/voice';
import { eq } from 'drizzle-orm';
import { createNote } from '../commands/noteWriter';
import type { Db } from '../db/client';
import { attachment } from '../db/schema';
import { readJournalSettings } from '../journal/journalSettings';
import { prepareBody } from '../notes/noteDocument';
import type { FileStorage } from '../storage/fileStorage';
import { discardRecording, storeRecording, type ReceivedRecording } from './recordings';
import { insertTranscription, type TranscriptionRow } from './transcriptionStore';
import { audioBody } from './transcriptWriter';
import type { Voice } from './voiceSetup';

export interface VoiceNoteDeps {
  db: Db;
  storage: FileStorage;
  voice: Voice;
}

type StoredRecording = Awaited<ReturnType<typeof storeRecording>>;

/**
 * A new note holding the recording's player (the transcript follows below
 * it once the job is done): the recording is stored within the quota, the
 * note and its transcript row are written in one transaction, then the job
 * is queued with the speech already cut. Without a transcription model the
 * row says 'off'; with nothing said, 'silent' (and no job).
 */
export async function createVoiceNote(
  deps: VoiceNoteDeps,
  userId: string,
  recording: ReceivedRecording,
): Promise<{ noteId: string; transcription: TranscriptionRow }> {
  const { db, voice } = deps;
  const { transcription, result: noteId } = await storedThen(
    deps,
    userId,
    recording,
    async (attachmentId) => {
      let row: TranscriptionRow | undefined;
      const duration = roundedDuration(recording);
      const id = await createNote(
        db,
        userId,
        { title: recording.fields.title || (await defaultTitle(db, userId)) },
        {
          body: prepareBody(
            audioBody({ src: srcOf(attachmentId), title: playerTitle(recording), duration }),
          ),
          alsoWrite: async (tx, created) => {
            row = await insertRow(tx, voice, userId, created, attachmentId, recording);
          },
        },
      );
      return { row: row!, result: id };
    },
  );
  return { noteId, transcription };
}

/**
 * A recording for a note the editor has open: stored, its transcript row
 * written and the job queued. The editor inserts the player itself; the job
 * writes the transcript below it (waiting a little for the player to sync).
 */
export async function addRecordingToNote(
  deps: VoiceNoteDeps,
  userId: string,
  noteId: string,
  recording: ReceivedRecording,
): Promise<{ stored: StoredRecording; transcription: TranscriptionRow }> {
  const { transcription, stored } = await storedThen(deps, userId, recording, async (id) => ({
    row: await insertRow(deps.db, deps.voice, userId, noteId, id, recording),
    result: null,
  }));
  return { stored, transcription };
}

/**
 * Stores the recording, runs `write` (its rows), then queues the job; when
 * anything fails, the stored file and row go again and the chunks are
 * deleted. The temporary upload is deleted either way.
 */
async function storedThen<T>(
  { db, storage, voice }: VoiceNoteDeps,
  userId: string,
  recording: ReceivedRecording,
  write: (attachmentId: string) => Promise<{ row: TranscriptionRow; result: T }>,
): Promise<{ stored: StoredRecording; transcription: TranscriptionRow; result: T }> {
  let stored: StoredRecording | null = null;
  try {
    stored = await storeRecording(db, storage, voice.quotaBytes, userId, recording);
    const { row, result } = await write(stored.id);
    await startJob(voice, row, recording);
    return { stored, transcription: row, result };
  } catch (error) {
    if (stored) await forget(db, storage, stored);
    await discardRecording(recording);
    throw error;
  } finally {
    await rm(recording.file.path, { force: true });
  }
}

export const srcOf = (attachmentId: string) => `/api/attachments/${attachmentId}`;

/** Seconds to a tenth: what the player shows before it has loaded the file. */
export const roundedDuration = (recording: ReceivedRecording) =>
  Math.round(recording.scan.duration * 10) / 10;

function statusOf(voice: Voice, recording: ReceivedRecording): TranscriptionStatus {
  if (!voice.transcribes) return 'off';
  return recording.scan.silent ? 'silent' : 'queued';
}

function insertRow(
  db: Db,
  voice: Voice,
  userId: string,
  noteId: string,
  attachmentId: string,
  recording: ReceivedRecording,
) {
  return insertTranscription(db, {
    id: randomUUID(),
    userId,
    noteId,
    attachmentId,
    status: statusOf(voice, recording),
    duration: roundedDuration(recording),
    language: recording.fields.language,
  });
}

/** Queues the transcript (the job takes over the speech chunks), or deletes the chunks when none is due. */
async function startJob(voice: Voice, row: TranscriptionRow, recording: ReceivedRecording) {
  const dir = recording.chunkDir;
  if (row.status !== 'queued') {
    if (dir) await rm(dir, { recursive: true, force: true });
    return;
  }
  await voice.runner.enqueue({
    id: row.id,
    userId: row.userId,
    noteId: row.noteId,
    attachmentId: row.attachmentId,
    language: recording.fields.language ?? null,
    scanned: dir ? { dir, chunks: recording.scan.chunks } : undefined,
  });
}

/** A stored recording whose note could not be written: its row and file go again. */
async function forget(db: Db, storage: FileStorage, stored: StoredRecording) {
  await db.delete(attachment).where(eq(attachment.id, stored.id));
  await storage.remove(`${stored.userId}/${stored.id}`);
}

/** What the player is called: the uploaded file's name, or "Voice note" for a recording made in the app. */
function playerTitle(recording: ReceivedRecording): string {
  const name = path.parse(recording.file.fileName).name.trim();
  return !name || /^(upload|blob|recording|audio|voice|voice[-_ ]?note)$/i.test(name)
    ? 'Voice note'
    : name.slice(0, 200);
}

/** "Voice note, 25 Nov 2026, 14:05", in the user's time zone (UTC until the app has sent one). */
async function defaultTitle(db: Db, userId: string): Promise<string> {
  const { timeZone } = await readJournalSettings(db, userId);
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date());
  return `Voice note, ${when}`;
}
