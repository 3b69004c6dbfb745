/** Why a recording could not start; the message is for the reader. */
export class RecordingRefused extends Error {
  override name = 'RecordingRefused';
  constructor(
    readonly reason: 'denied' | 'no-microphone' | 'unsupported' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** One recording under way, whatever records it (the browser or the native app). */
export interface Recording {
  /** The input level now, from 0 (silence) to 1; null where the device does not say. */
  level: () => number | null;
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  /** Ends the recording and hands over its audio as a file to upload. */
  stop: () => Promise<File>;
  /** Ends it and drops what was recorded, freeing the microphone. */
  cancel: () => void;
}

/** The file name a recording of this type gets ("Voice note.webm"). */
export function recordingFile(parts: BlobPart[], mimeType: string): File {
  const type = mimeType.split(';')[0]?.trim() || 'audio/webm';
  const extension =
    {
      'audio/mp4': '.m4a',
      'audio/ogg': '.ogg',
      'audio/wav': '.wav',
      'audio/mpeg': '.mp3',
      'audio/aac': '.aac',
    }[type] ?? '.webm';
  return new File(parts, `Voice note${extension}`, { type });
}
