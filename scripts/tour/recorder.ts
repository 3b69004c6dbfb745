import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';

interface Frame {
  file: string;
  /** When Chromium composited the frame, seconds (its screencast clock). */
  timestamp: number;
  /** When the frame reached this script, seconds (Date.now()): to map our own marks onto frames. */
  received: number;
}

interface Cut {
  from: number;
  to: number;
  /** How long the frame on screen when the cut started stays in the video instead. */
  hold: number;
}

/**
 * Records a page through the DevTools screencast (JPEG frames, each with the
 * time it was painted). Playwright's own video recording needs its ffmpeg
 * build, which cannot be downloaded here; Debian's ffmpeg encodes these frames.
 */
export class ScreencastRecorder {
  private frames: Frame[] = [];
  private cuts: Cut[] = [];
  private session: CDPSession | undefined;
  private startedAt = 0;
  /** Latency from paint to this script, the smallest seen: maps Date.now() onto frame time. */
  private clockOffset = Number.POSITIVE_INFINITY;

  constructor(
    private readonly page: Page,
    private readonly frameDir: string,
    private readonly size: { width: number; height: number },
  ) {
    mkdirSync(frameDir, { recursive: true });
  }

  async start() {
    const session = await this.page.context().newCDPSession(this.page);
    this.session = session;
    session.on('Page.screencastFrame', (event) => {
      const received = Date.now() / 1000;
      const timestamp = event.metadata.timestamp ?? received;
      this.clockOffset = Math.min(this.clockOffset, received - timestamp);
      const file = path.join(
        this.frameDir,
        `frame-${String(this.frames.length).padStart(6, '0')}.jpg`,
      );
      try {
        writeFileSync(file, Buffer.from(event.data, 'base64'));
        this.frames.push({ file, timestamp, received });
      } catch {
        // Cleaning up after a failure: the frame folder is gone.
        return;
      }
      session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {
        // The page is closing: no more frames to acknowledge.
      });
    });
    this.startedAt = Date.now() / 1000;
    await session.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 90,
      maxWidth: this.size.width,
      maxHeight: this.size.height,
      everyNthFrame: 1,
    });
  }

  async stop() {
    await this.session?.send('Page.stopScreencast').catch(() => undefined);
    await this.session?.detach().catch(() => undefined);
    this.session = undefined;
  }

  /** Seconds of video recorded so far (wall time minus what cuts removed). */
  elapsed(): number {
    const now = Date.now() / 1000;
    const removed = this.cuts.reduce((sum, cut) => sum + (cut.to - cut.from - cut.hold), 0);
    return now - this.startedAt - removed;
  }

  /**
   * Leaves out of the video whatever happens during `work` (a server restart
   * behind a title card): the picture on screen when it starts stays `hold` seconds.
   */
  async cut<T>(hold: number, work: () => Promise<T>): Promise<T> {
    const from = Date.now() / 1000;
    const result = await work();
    this.cuts.push({ from, to: Date.now() / 1000, hold });
    return result;
  }

  frameCount() {
    return this.frames.length;
  }

  /**
   * Writes an ffconcat list where each frame lasts until the next one was
   * painted (so playback runs at real speed, gaps filled by repeating the
   * frame), with cuts taken out, and the last frame held to `totalSeconds`.
   */
  writeConcatList(listFile: string, totalSeconds: number): { frames: number; lastFrameAt: number } {
    if (this.frames.length === 0) throw new Error('no frames were recorded');
    const offset = Number.isFinite(this.clockOffset) ? this.clockOffset : 0;
    const cuts = this.cuts.map((cut) => ({ ...cut, from: cut.from - offset, to: cut.to - offset }));
    const first = this.frames[0]?.timestamp ?? 0;
    // Each frame's place in the video: its paint time, minus the cuts before it.
    const kept: { file: string; at: number }[] = [];
    for (const frame of this.frames) {
      if (cuts.some((cut) => frame.timestamp > cut.from && frame.timestamp < cut.to)) continue;
      const removed = cuts
        .filter((cut) => cut.to <= frame.timestamp)
        .reduce((sum, cut) => sum + (cut.to - cut.from - cut.hold), 0);
      kept.push({ file: frame.file, at: frame.timestamp - first - removed });
    }
    const lines = ['ffconcat version 1.0'];
    kept.forEach((frame, index) => {
      const next = kept[index + 1];
      const duration = next ? next.at - frame.at : Math.max(totalSeconds - frame.at, 0.04);
      lines.push(`file '${frame.file}'`, `duration ${Math.max(duration, 0).toFixed(6)}`);
    });
    // The concat demuxer ignores the last entry's duration unless the file is listed once more.
    const last = kept.at(-1);
    if (last) lines.push(`file '${last.file}'`);
    writeFileSync(listFile, `${lines.join('\n')}\n`);
    return { frames: kept.length, lastFrameAt: last?.at ?? 0 };
  }
}

/** Exits with install instructions when Debian's ffmpeg is missing. */
export function requireFfmpeg() {
  const found = spawnSync('which', ['ffmpeg'], { encoding: 'utf8' });
  if (found.status !== 0) {
    console.error(
      'ffmpeg is not installed. On Debian or Ubuntu:\n  sudo apt-get update && sudo apt-get install -y ffmpeg',
    );
    process.exit(1);
  }
}

export function ffmpeg(args: string[]) {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0)
    throw new Error(`ffmpeg failed (exit ${run.status}): ffmpeg ${args.join(' ')}`);
}

/** The duration of a media file in seconds, from ffprobe. */
export function probeDuration(file: string): number {
  const run = spawnSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
    { encoding: 'utf8' },
  );
  return Number.parseFloat(run.stdout.trim());
}
