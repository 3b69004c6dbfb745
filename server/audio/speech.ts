import { MIN_RECORDING_SECONDS } from '@common/schemas/voice';
import { badRequest, payloadTooLarge, unprocessable, unsupportedMediaType } from '../errors';
import type { AudioType } from './audioType';
import { runFfmpeg } from './ffmpeg';
import { FRAME_BYTES, FRAMES_PER_SECOND, levelDbfs, SpeechGate } from './levels';
import { SpeechChunker, type SpeechChunk } from './speechChunks';
import { BYTES_PER_SAMPLE, SAMPLE_RATE } from './wav';

/** How recordings are read. Every figure has a default (defaultAudioSettings); tests change them. */
export interface AudioSettings {
  /** The ffmpeg binary (see ffmpeg.ts). */
  ffmpegPath: string;
  /** A 20 ms frame at or above this level (dB below full scale) is sound; below it, silence. */
  speechLevelDbfs: number;
  /** The most one request to the model carries, WAV header included (hosted Whisper takes 25 MiB). */
  maxChunkBytes: number;
  /** Longest a recording may take to decode before ffmpeg is killed. */
  decodeTimeoutMs: number;
  /** Longest recording read, in seconds. */
  maxSeconds: number;
}

export const defaultAudioSettings: Omit<AudioSettings, 'ffmpegPath'> = {
  speechLevelDbfs: -42,
  maxChunkBytes: 24 * 1024 * 1024,
  decodeTimeoutMs: 5 * 60_000,
  maxSeconds: 4 * 60 * 60,
};

/** Less speech than this (in runs of sound, not counting pauses) and the recording is silent. */
const MIN_SPEECH_SECONDS = 0.25;

export interface AudioScan {
  /** The recording's length in seconds. */
  duration: number;
  /** Seconds of sound the gate heard. */
  speechSeconds: number;
  /** Nothing but silence or near-silence: it must not reach the model. */
  silent: boolean;
  /** The speech as WAV files under the model's limit (none unless `chunkDir` was given, none when silent). */
  chunks: SpeechChunk[];
}

/**
 * Reads a recording once, as a stream: ffmpeg decodes it to 16 kHz mono
 * PCM on its pipe; each 20 ms frame's level is measured as it arrives; with
 * `chunkDir`, the speech is written there as WAV chunks (see SpeechChunker).
 * Memory stays at a few frames plus one cut window whatever the length.
 * Refuses (4xx, never 5xx): no sound stream or unreadable (415), shorter
 * than half a second (400), longer than `maxSeconds` (413), too slow (422).
 */
export async function scanAudio(
  settings: AudioSettings,
  input: { path: string; type: AudioType },
  { chunkDir }: { chunkDir?: string | undefined } = {},
): Promise<AudioScan> {
  const maxBytes = (settings.maxSeconds + 1) * SAMPLE_RATE * BYTES_PER_SAMPLE;
  const run = runFfmpeg(
    settings.ffmpegPath,
    { path: input.path, demuxer: input.type.demuxer },
    ['-map', '0:a:0', '-vn', '-sn', '-dn', '-ac', '1', '-ar', String(SAMPLE_RATE)].concat([
      '-f',
      's16le',
      '-acodec',
      'pcm_s16le',
      'pipe:1',
    ]),
    { timeoutMs: settings.decodeTimeoutMs },
  );
  const chunker = chunkDir ? new SpeechChunker(chunkDir, settings.maxChunkBytes) : null;
  const gate = new SpeechGate(settings.speechLevelDbfs, chunker);
  let received = 0;
  let frameIndex = 0;
  let rest: Buffer = Buffer.alloc(0);
  let tooLong = false;
  try {
    for await (const piece of run.stdout as AsyncIterable<Buffer>) {
      received += piece.length;
      if (received > maxBytes) {
        tooLong = true;
        run.stop();
        break;
      }
      const data = rest.length > 0 ? Buffer.concat([rest, piece]) : piece;
      const whole = data.length - (data.length % FRAME_BYTES);
      for (let at = 0; at < whole; at += FRAME_BYTES) {
        const frame = data.subarray(at, at + FRAME_BYTES);
        gate.frame(frame, frameIndex++, levelDbfs(samplesOf(frame)));
      }
      rest = Buffer.from(data.subarray(whole));
      await chunker?.drain();
    }
    const { code, killed, stderr } = await run.exited;
    if (tooLong)
      throw payloadTooLarge(
        `This recording is longer than ${settings.maxSeconds / 3600} hours, the most Inkling reads.`,
      );
    if (killed === 'timeout')
      throw unprocessable('This recording took too long to read. Try a shorter or smaller file.');
    if (received === 0 && code !== 0) throw unreadable(code, stderr);
    const evenRest = rest.subarray(0, rest.length - (rest.length % BYTES_PER_SAMPLE));
    if (evenRest.length > 0)
      gate.frame(Buffer.from(evenRest), frameIndex++, levelDbfs(samplesOf(evenRest)));
    gate.end();
    await chunker?.drain();
  } catch (error) {
    run.stop();
    await chunker?.abandon();
    throw error;
  }
  const duration = Math.floor(received / BYTES_PER_SAMPLE) / SAMPLE_RATE;
  if (duration < MIN_RECORDING_SECONDS)
    throw badRequest(
      'This recording is shorter than half a second: there is nothing in it to keep. Record again.',
    );
  const speechSeconds = gate.speechFrames / FRAMES_PER_SECOND;
  const silent = speechSeconds < MIN_SPEECH_SECONDS;
  return { duration, speechSeconds, silent, chunks: silent ? [] : (chunker?.chunks ?? []) };
}

/** 16-bit samples over a frame's bytes (copied when the bytes are not 2-aligned). */
function samplesOf(bytes: Buffer): Int16Array {
  const aligned = bytes.byteOffset % 2 === 0 ? bytes : Buffer.from(bytes);
  return new Int16Array(aligned.buffer, aligned.byteOffset, Math.floor(aligned.length / 2));
}

function unreadable(code: number | null, stderr: string) {
  if (/matches no streams|does not contain any stream/i.test(stderr))
    return unsupportedMediaType('This file has no sound in it: send a recording.');
  return unsupportedMediaType(
    `This file could not be read as audio${code === null ? '' : ': it may be damaged'}. Send a WebM, Ogg, M4A, MP3, WAV or AAC recording.`,
  );
}
