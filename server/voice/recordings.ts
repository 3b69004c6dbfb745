import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { formatBytes } from '@common/schemas/attachments';
import {
  audioUploadFieldsSchema,
  MAX_AUDIO_BYTES,
  type AudioUploadFields,
} from '@common/schemas/voice';
import type { Context } from 'hono';
import type { AudioScan } from '../audio/speech';
import { audioTypeOf, type AudioType } from '../audio/audioType';
import type { Db } from '../db/client';
import { payloadTooLarge, validationFailed } from '../errors';
import { receiveMultipartFile, type ReceivedFile } from '../http/multipartFile';
import type { FileStorage } from '../storage/fileStorage';
import { storeFileWithinQuota } from '../storage/uploadQuota';
import type { Voice } from './voiceSetup';

const sendAs =
  'Send the recording as multipart/form-data in a field named "file" (WebM, Ogg, M4A, MP3, WAV or AAC).';

/** A recording received, typed from its bytes and read through: what the routes store. */
export interface ReceivedRecording {
  file: ReceivedFile;
  fields: AudioUploadFields;
  type: AudioType;
  scan: AudioScan;
  /** The speech chunks' folder, when chunks were asked for (handed to the job, or deleted). */
  chunkDir: string | null;
}

/**
 * Streams the upload to a temporary file (413 past 100 MB, stopped at once),
 * checks its fields, types it from its bytes (415) and reads it through once
 * (no sound or unreadable 415, too short 400), cutting its speech into
 * chunks for the model when `chunks`. On any refusal nothing is left behind.
 */
export async function receiveRecording(
  c: Context,
  voice: Voice,
  { chunks }: { chunks: boolean },
): Promise<ReceivedRecording> {
  await mkdir(voice.tempDir, { recursive: true });
  const file = await receiveMultipartFile(c, {
    tempDir: voice.tempDir,
    maxBytes: MAX_AUDIO_BYTES,
    sendAs,
    tooLarge: () =>
      payloadTooLarge(
        `This recording is larger than ${formatBytes(MAX_AUDIO_BYTES)}, the most Inkling takes. Send a shorter one.`,
      ),
  });
  let chunkDir: string | null = null;
  try {
    const fields = checkedFields(file.fields);
    const type = await audioTypeOf(file.path, file.fileName);
    chunkDir = chunks ? await mkdtemp(path.join(voice.tempDir, 'chunks-')) : null;
    const scan = await voice.reader.scan(
      { path: file.path, type },
      { chunkDir: chunkDir ?? undefined },
    );
    return { file, fields, type, scan, chunkDir };
  } catch (error) {
    await discardRecording({ file, chunkDir });
    throw error;
  }
}

/** The text fields, checked like a JSON body (400 naming each bad one; no NUL anywhere). */
function checkedFields(fields: Record<string, string>): AudioUploadFields {
  const nul = Object.keys(fields).find((name) => fields[name]?.includes('\u0000'));
  if (nul !== undefined)
    throw validationFailed([
      { path: nul, message: 'Text cannot contain the NUL character (U+0000)' },
    ]);
  const parsed = audioUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw validationFailed(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

/** Deletes the temporary upload and its chunks. */
export async function discardRecording(recording: Pick<ReceivedRecording, 'file' | 'chunkDir'>) {
  await rm(recording.file.path, { force: true });
  if (recording.chunkDir) await rm(recording.chunkDir, { recursive: true, force: true });
}

/** The recording kept as the user's attachment (within their quota), streamed from its temporary file. */
export async function storeRecording(
  db: Db,
  storage: FileStorage,
  quotaBytes: number,
  userId: string,
  recording: ReceivedRecording,
) {
  const upload = {
    id: randomUUID(),
    userId,
    mime: recording.type.mime,
    name: recording.file.fileName,
    path: recording.file.path,
    size: recording.file.size,
  };
  await storeFileWithinQuota(db, storage, upload, quotaBytes);
  return upload;
}
