import type { KeptFrame, SpeechChunker } from './speechChunks';
import { BYTES_PER_SAMPLE, SAMPLE_RATE } from './wav';

/** Levels are measured per 20 ms frame. */
export const FRAMES_PER_SECOND = 50;
export const FRAME_SAMPLES = SAMPLE_RATE / FRAMES_PER_SECOND;
export const FRAME_BYTES = FRAME_SAMPLES * BYTES_PER_SAMPLE;

/** Quiet kept on each side of speech, so words are not clipped (0.3 s). */
const PAD_FRAMES = 15;
/** A pause longer than this (2 s) is left out of what the model hears. */
const MAX_PAUSE_FRAMES = 2 * FRAMES_PER_SECOND;
/** Sound counts as speech only in runs of at least 60 ms: a click or a bump is not. */
const MIN_RUN_FRAMES = 3;

/** The level of 16-bit samples in dB below full scale (-Infinity for digital silence). */
export function levelDbfs(samples: Int16Array): number {
  if (samples.length === 0) return -Infinity;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length);
  return rms === 0 ? -Infinity : 20 * Math.log10(rms / 32768);
}

/**
 * The level gate. Frames at or above `thresholdDbfs` are sound; runs of
 * sound count towards `speechFrames` (what decides whether anything was
 * said). With a chunker, it keeps the sound with 0.3 s around it and pauses
 * of up to 2 s, and leaves longer silences out, telling the chunker where
 * they were (good places to cut).
 */
export class SpeechGate {
  speechFrames = 0;
  private run = 0;
  private inside = false;
  /** Quiet frames just before the next sound (at most PAD_FRAMES). */
  private before: KeptFrame[] = [];
  /** Quiet frames since the last sound, kept if the pause stays short. */
  private pause: KeptFrame[] = [];

  constructor(
    private readonly thresholdDbfs: number,
    private readonly chunker: SpeechChunker | null,
  ) {}

  frame(data: Buffer, sourceFrame: number, level: number): void {
    const sound = level >= this.thresholdDbfs;
    if (sound) {
      this.run++;
      if (this.run === MIN_RUN_FRAMES) this.speechFrames += MIN_RUN_FRAMES;
      else if (this.run > MIN_RUN_FRAMES) this.speechFrames++;
    } else this.run = 0;
    const chunker = this.chunker;
    if (!chunker) return;
    const frame: KeptFrame = { data, sourceFrame, level, quiet: !sound };
    if (!this.inside) {
      if (!sound) {
        this.before.push(frame);
        if (this.before.length > PAD_FRAMES) this.before.shift();
        return;
      }
      for (const quiet of this.before) chunker.keep(quiet);
      this.before = [];
      chunker.keep(frame);
      this.inside = true;
      return;
    }
    if (sound) {
      for (const quiet of this.pause) chunker.keep(quiet);
      this.pause = [];
      chunker.keep(frame);
      return;
    }
    this.pause.push(frame);
    if (this.pause.length >= MAX_PAUSE_FRAMES) {
      for (const quiet of this.pause.slice(0, PAD_FRAMES)) chunker.keep(quiet);
      this.before = this.pause.slice(-PAD_FRAMES);
      this.pause = [];
      this.inside = false;
      chunker.pause();
    }
  }

  end(): void {
    if (!this.chunker) return;
    if (this.inside) for (const quiet of this.pause.slice(0, PAD_FRAMES)) this.chunker.keep(quiet);
    this.chunker.end();
  }
}
