import os from 'node:os';
import path from 'node:path';
import type { AiProvider } from '../ai/aiProvider';
import { createAudioReader, type AudioReader } from '../audio/audioReader';
import { resolveFfmpeg, type FfmpegBinary } from '../audio/ffmpeg';
import type { AudioSettings } from '../audio/speech';
import type { BillingConfig } from '../billing/config';
import type { LiveNotes } from '../collab/collabServer';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/fileStorage';
import { defaultUploadLimits, type UploadLimits } from '../storage/uploadQuota';
import { defaultPlacementWait, type PlacementWait } from './transcriptInNote';
import { TranscriptionRunner } from './transcriptionJobs';

/** Voice notes in one app: reading recordings, transcribing them, and where uploads wait. */
export interface Voice {
  reader: AudioReader;
  runner: TranscriptionRunner;
  /** Where uploads and speech chunks wait (DATA_DIR/voice-tmp on a server, emptied at start). */
  tempDir: string;
  quotaBytes: number;
  uploadsPerMinute: number;
  /** Whether a transcription model is set: without one, notes still record and play. */
  transcribes: boolean;
}

export interface VoiceOptions {
  database: Database;
  storage: FileStorage;
  uploadLimits?: UploadLimits | undefined;
  logger: Logger;
  ai: AiProvider | null;
  billing: BillingConfig;
  liveNotes?: LiveNotes | undefined;
  /** The ffmpeg found at start (server/index.ts says what is wrong with it); found here otherwise. */
  ffmpeg?: FfmpegBinary;
  tempDir?: string;
  /** Tests change the level gate, chunk size and budgets. */
  audio?: Partial<Omit<AudioSettings, 'ffmpegPath'>>;
  placement?: PlacementWait;
}

/** Voice notes for one app; API tests get the defaults, with files under the system's temporary folder. */
export function createVoice(options: VoiceOptions): Voice {
  const limits = options.uploadLimits ?? defaultUploadLimits;
  const tempDir = options.tempDir ?? path.join(os.tmpdir(), 'inkling-voice');
  const reader = createAudioReader(options.ffmpeg ?? resolveFfmpeg(), { settings: options.audio });
  const runner = new TranscriptionRunner({
    db: options.database.db,
    storage: options.storage,
    ai: options.ai,
    billing: options.billing,
    liveNotes: options.liveNotes,
    reader,
    tempDir,
    logger: options.logger,
    placement: options.placement ?? defaultPlacementWait,
  });
  return {
    reader,
    runner,
    tempDir,
    quotaBytes: limits.quotaBytes,
    uploadsPerMinute: limits.perMinute,
    transcribes: Boolean(options.ai?.config.transcriptionModel),
  };
}
