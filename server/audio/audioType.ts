import { open } from 'node:fs/promises';
import type { AudioMimeType } from '@common/schemas/voice';
import { fileTypeFromFile } from 'file-type';
import { unsupportedMediaType } from '../errors';

/** A recording's type as its bytes say, and the ffmpeg demuxer that reads it. */
export interface AudioType {
  mime: AudioMimeType;
  /** Passed to ffmpeg's `-f`, so it never guesses the format from the content. */
  demuxer: 'matroska' | 'ogg' | 'mov' | 'mp3' | 'wav' | 'aac';
  /** The usual extension, for file names. */
  extension: string;
}

/** file-type's answers (by extension) for the formats we take. */
const byExtension: Record<string, AudioType> = {
  webm: { mime: 'audio/webm', demuxer: 'matroska', extension: 'webm' },
  ogg: { mime: 'audio/ogg', demuxer: 'ogg', extension: 'ogg' },
  oga: { mime: 'audio/ogg', demuxer: 'ogg', extension: 'ogg' },
  opus: { mime: 'audio/ogg', demuxer: 'ogg', extension: 'ogg' },
  m4a: { mime: 'audio/mp4', demuxer: 'mov', extension: 'm4a' },
  mp4: { mime: 'audio/mp4', demuxer: 'mov', extension: 'm4a' },
  mp3: { mime: 'audio/mpeg', demuxer: 'mp3', extension: 'mp3' },
  wav: { mime: 'audio/wav', demuxer: 'wav', extension: 'wav' },
  // ADTS AAC: the native app's recorder (capacitor-voice-recorder) writes it.
  aac: { mime: 'audio/aac', demuxer: 'aac', extension: 'aac' },
};

export const ACCEPTED_AUDIO = 'WebM, Ogg/Opus, M4A (MP4), MP3, WAV and AAC';

/**
 * The recording's type from its first bytes (never its name or the header
 * the client sent), or a 415 that says what the file seems to be. Whether
 * it really holds sound is ffmpeg's to say (see speech.ts).
 */
export async function audioTypeOf(filePath: string, fileName: string): Promise<AudioType> {
  const detected = await fileTypeFromFile(filePath).catch(() => undefined);
  const type = detected ? byExtension[detected.ext] : undefined;
  if (type) return type;
  const seems = detected
    ? ` (it looks like ${detected.mime})`
    : (await looksLikeText(filePath))
      ? ' (it looks like text or a web page)'
      : '';
  throw unsupportedMediaType(
    `"${fileName}" is not an audio file Inkling can read${seems}. Send ${ACCEPTED_AUDIO}.`,
  );
}

/** Whether the file starts with readable UTF-8 text and no control bytes. */
async function looksLikeText(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    const control = bytes.some((byte) => byte < 9 || (byte > 13 && byte < 32));
    return bytesRead > 0 && !control && !bytes.toString('utf8').slice(0, -4).includes('\ufffd');
  } finally {
    await handle.close();
  }
}
