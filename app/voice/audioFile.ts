import { formatBytes } from '@common/schemas/attachments';
import { audioExtensions, audioMimeTypes, MAX_AUDIO_BYTES } from '@common/schemas/voice';

/** What the file picker offers: the audio types and their extensions. */
export const audioAccept = [...audioMimeTypes, ...audioExtensions].join(',');

/** The kinds of audio, in the reader's words. */
export const audioKinds = 'WebM, Ogg, M4A, MP3, WAV or AAC';

/**
 * Why a chosen file cannot be a voice note, before spending an upload on it;
 * null when it may be. The server still reads the type from the bytes.
 */
export function audioFileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.')) : '';
  if (!file.type.startsWith('audio/') && !audioExtensions.includes(extension))
    return `${file.name} is not an audio file (${audioKinds}).`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_AUDIO_BYTES)
    return `${file.name} is ${formatBytes(file.size)}: audio files can be at most ${formatBytes(MAX_AUDIO_BYTES)}.`;
  return null;
}

/** A recording's name in the note: the uploaded file's, or "Voice note" for one made here. */
export const recordingTitle = (file: File) =>
  file.name.replace(/\.[^.]+$/, '').trim() || 'Voice note';
