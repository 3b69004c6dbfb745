import { readFile } from 'node:fs/promises';
import type { TranscriptSegment } from '@common/schemas/voice';
import type { AiProvider } from '../ai/aiProvider';
import { FRAMES_PER_SECOND } from '../audio/levels';
import { recordingTime, type SpeechChunk } from '../audio/speechChunks';

export interface RecordingTranscript {
  text: string;
  segments: TranscriptSegment[];
  language: string | null;
}

/**
 * The speech chunks of one recording through the model, one after another
 * (each file under the provider's limit, read only while it is sent), with
 * every segment's time moved from its chunk to the whole recording. One
 * failed chunk fails the recording: a transcript with a hole would read as
 * complete.
 */
export async function transcribeChunks(
  ai: AiProvider,
  chunks: SpeechChunk[],
  options: { signal?: AbortSignal | undefined; language?: string | null | undefined } = {},
): Promise<RecordingTranscript> {
  const segments: TranscriptSegment[] = [];
  let language: string | null = null;
  for (const [index, chunk] of chunks.entries()) {
    const data = new Uint8Array(await readFile(chunk.path));
    const result = await ai.transcribe(
      { data, fileName: `speech-${index + 1}.wav`, mimeType: 'audio/wav' },
      { signal: options.signal, language: options.language ?? undefined },
    );
    language ??= result.language;
    // A server that gives no segments (plain whisper.cpp output) still gives the chunk's text.
    const parts =
      result.segments.length > 0
        ? result.segments
        : [{ start: 0, end: chunkSeconds(chunk), text: result.text }];
    for (const part of parts) {
      const text = part.text.trim();
      if (!text) continue;
      const start = recordingTime(chunk, part.start);
      segments.push({ start, end: Math.max(start, recordingTime(chunk, part.end)), text });
    }
  }
  return { text: segments.map((segment) => segment.text).join(' '), segments, language };
}

const chunkSeconds = (chunk: SpeechChunk) =>
  chunk.pieces.reduce((sum, piece) => sum + piece.frames, 0) / FRAMES_PER_SECOND;
