import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { FRAME_BYTES, FRAMES_PER_SECOND } from './levels';
import { WAV_HEADER_BYTES, wavHeader } from './wav';

/**
 * A stretch of the recording copied whole into a chunk: `frames` frames
 * from `sourceFrame` of the recording, at `chunkFrame` of the chunk.
 */
export interface ChunkPiece {
  chunkFrame: number;
  sourceFrame: number;
  frames: number;
}

/** One WAV file of speech for the model, and where its pieces come from in the recording. */
export interface SpeechChunk {
  path: string;
  /** The file's size, header included. */
  bytes: number;
  pieces: ChunkPiece[];
}

/** A time in a chunk (seconds) as a time in the whole recording. */
export function recordingTime(chunk: Pick<SpeechChunk, 'pieces'>, seconds: number): number {
  // A hair over, so a time on a piece's first frame is not rounded into the piece before.
  const frame = seconds * FRAMES_PER_SECOND + 1e-6;
  let piece = chunk.pieces[0];
  for (const candidate of chunk.pieces) {
    if (candidate.chunkFrame <= frame) piece = candidate;
    else break;
  }
  if (!piece) return seconds;
  const offset = Math.max(0, Math.min(frame - piece.chunkFrame, piece.frames));
  return Math.round(((piece.sourceFrame + offset) / FRAMES_PER_SECOND) * 1000) / 1000;
}

/** A frame the gate keeps: its samples, where it is in the recording, and whether it is quiet. */
export interface KeptFrame {
  data: Buffer;
  sourceFrame: number;
  level: number;
  quiet: boolean;
}

/** Longest stretch held back while looking for a quiet place to cut (10 s of audio). */
const CUT_WINDOW_BYTES = 10 * FRAMES_PER_SECOND * FRAME_BYTES;

/**
 * Writes kept speech into WAV files of at most `maxChunkBytes` each, header
 * included. Near a chunk's end it holds the frames back (at most 10 s of
 * audio, or a quarter of a chunk) and cuts at the first quiet frame; if none
 * comes before the limit, at the quietest one held. The files are written
 * as the frames come (`drain`), so memory stays at one window whatever the
 * recording's length.
 */
export class SpeechChunker {
  readonly chunks: SpeechChunk[] = [];
  private readonly maxData: number;
  private readonly softData: number;
  private current: { chunk: SpeechChunk; frames: number; data: number } | null = null;
  private lastSource = -2;
  private held: KeptFrame[] = [];
  private heldBytes = 0;
  /** Writes waiting for `drain`, in order. */
  private pending: { chunk: SpeechChunk; data: Buffer[]; close: boolean }[] = [];
  private handle: FileHandle | null = null;

  constructor(
    private readonly dir: string,
    maxChunkBytes: number,
  ) {
    this.maxData = Math.max(FRAME_BYTES, maxChunkBytes - WAV_HEADER_BYTES);
    this.softData = this.maxData - Math.min(CUT_WINDOW_BYTES, Math.floor(this.maxData / 4));
  }

  keep(frame: KeptFrame): void {
    const used = (this.current?.data ?? 0) + this.heldBytes;
    if (this.held.length === 0 && used + frame.data.length <= this.softData) {
      this.write(frame);
      return;
    }
    this.held.push(frame);
    this.heldBytes += frame.data.length;
    if (frame.quiet) {
      this.releaseHeld(this.held.length);
      this.cut();
    } else if ((this.current?.data ?? 0) + this.heldBytes >= this.maxData) {
      // No quiet frame in the window: cut after the quietest one.
      let quietest = 0;
      this.held.forEach((candidate, index) => {
        if (candidate.level < (this.held[quietest]?.level ?? Infinity)) quietest = index;
      });
      const rest = this.held.slice(quietest + 1);
      this.releaseHeld(quietest + 1);
      this.cut();
      this.held = [];
      this.heldBytes = 0;
      for (const later of rest) this.keep(later);
    }
  }

  /** The gate left a long silence out: a good place to cut if the chunk is nearly full. */
  pause(): void {
    if (this.held.length > 0) {
      this.releaseHeld(this.held.length);
      this.cut();
    }
  }

  /** The recording has ended: writes what is held and closes the last chunk. */
  end(): void {
    this.releaseHeld(this.held.length);
    this.cut();
  }

  /** Writes what is waiting, in order: the scan awaits this between reads of ffmpeg's output. */
  async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const op = this.pending.shift()!;
      if (!this.handle) {
        this.handle = await open(op.chunk.path, 'w');
        // Written at the file's position (not at 0), so the samples follow it; filled in at close.
        await this.handle.write(Buffer.alloc(WAV_HEADER_BYTES));
      }
      if (op.data.length > 0) await this.handle.write(Buffer.concat(op.data));
      if (op.close) {
        const header = wavHeader(op.chunk.bytes - WAV_HEADER_BYTES);
        await this.handle.write(header, 0, header.length, 0);
        await this.handle.close();
        this.handle = null;
      }
    }
  }

  /** Closes a file left open by a scan that failed (the caller deletes the folder). */
  async abandon(): Promise<void> {
    this.pending = [];
    await this.handle?.close().catch(() => undefined);
    this.handle = null;
  }

  private releaseHeld(count: number) {
    const release = this.held.splice(0, count);
    for (const frame of release) {
      this.heldBytes -= frame.data.length;
      this.write(frame);
    }
  }

  private write(frame: KeptFrame) {
    if (!this.current) {
      const chunk: SpeechChunk = {
        path: path.join(this.dir, `chunk-${this.chunks.length + 1}.wav`),
        bytes: WAV_HEADER_BYTES,
        pieces: [],
      };
      this.chunks.push(chunk);
      this.current = { chunk, frames: 0, data: 0 };
      this.pending.push({ chunk, data: [], close: false });
    }
    const { chunk } = this.current;
    const last = chunk.pieces.at(-1);
    if (last && frame.sourceFrame === this.lastSource + 1) last.frames++;
    else
      chunk.pieces.push({
        chunkFrame: this.current.frames,
        sourceFrame: frame.sourceFrame,
        frames: 1,
      });
    this.lastSource = frame.sourceFrame;
    this.current.frames++;
    this.current.data += frame.data.length;
    chunk.bytes += frame.data.length;
    let op = this.pending.at(-1);
    if (!op || op.chunk !== chunk || op.close) {
      op = { chunk, data: [], close: false };
      this.pending.push(op);
    }
    op.data.push(frame.data);
  }

  private cut() {
    if (!this.current) return;
    const { chunk } = this.current;
    const op = this.pending.at(-1);
    if (op && op.chunk === chunk && !op.close) op.close = true;
    else this.pending.push({ chunk, data: [], close: true });
    this.current = null;
  }
}
