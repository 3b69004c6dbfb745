import { unavailable } from '../errors';
import { createTurns } from '../threads/turns';
import type { AudioType } from './audioType';
import type { FfmpegBinary } from './ffmpeg';
import { defaultAudioSettings, scanAudio, type AudioScan, type AudioSettings } from './speech';

/** ffmpeg processes at once: the machine's cores are shared with everything else. */
const PARALLEL_DECODES = 2;
/** Recordings waiting for a decoder before the server answers 503 instead of queueing more. */
const MAX_WAITING_DECODES = 16;

export interface AudioReader {
  /** Why recordings cannot be read here (no usable ffmpeg), or null. */
  readonly problem: string | null;
  /**
   * scanAudio() within the server's budget of decoders; 503 when too many
   * wait, or when this server has no usable ffmpeg.
   */
  scan(
    input: { path: string; type: AudioType },
    options?: { chunkDir?: string | undefined },
  ): Promise<AudioScan>;
}

/** Reads recordings a few at a time, the rest waiting in order, and refuses past a bounded queue. */
export function createAudioReader(
  ffmpeg: FfmpegBinary,
  {
    settings: changed = {},
    parallel = PARALLEL_DECODES,
    maxWaiting = MAX_WAITING_DECODES,
  }: {
    settings?: Partial<Omit<AudioSettings, 'ffmpegPath'>>;
    parallel?: number;
    maxWaiting?: number;
  } = {},
): AudioReader {
  const settings: AudioSettings = {
    ...defaultAudioSettings,
    ...changed,
    ffmpegPath: ffmpeg.path ?? 'ffmpeg',
  };
  const turns = createTurns({
    slots: parallel,
    maxWaiting,
    busyMessage: 'The server is busy reading other recordings. Please try again in a moment.',
  });
  return {
    problem: ffmpeg.problem,
    async scan(input, options) {
      if (ffmpeg.problem)
        throw unavailable(
          'Recordings cannot be read on this server: it has no working ffmpeg. The operator checks FFMPEG_PATH.',
        );
      return turns.run(() => scanAudio(settings, input, options));
    },
  };
}
