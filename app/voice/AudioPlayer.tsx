import { formatClock } from '@common/editor/clock';
import { playbackRates } from '@common/schemas/voice';
import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { useServerMediaUrl } from '@app/native/useServerMedia';

export interface AudioPlayerProps {
  src: string;
  /** What the recording is called: names the player's group for screen readers. */
  title: string;
  /** Its length in seconds when known: recordings from a browser often carry none in the file. */
  duration: number | null;
}

type Rate = (typeof playbackRates)[number];
const nextRate = (rate: Rate): Rate =>
  playbackRates[(playbackRates.indexOf(rate) + 1) % playbackRates.length] ?? 1;

/**
 * A recording's player: play or pause, the position as a slider (arrow keys
 * move it; it reads "1:05 of 3:20"), the time, and the speed (1×, 1.5×, 2×).
 * The `<audio>` element itself has no controls; a transcript's timestamp finds
 * it in the DOM and seeks it, and this view follows its events.
 */
export function AudioPlayer({ src, title, duration: knownDuration }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  // The native app loads the recording with its token (a blob: URL); a browser uses src as is.
  const mediaSrc = useServerMediaUrl(src);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(Number.NaN);
  const [rate, setRate] = useState<Rate>(1);
  const [failed, setFailed] = useState(false);
  // A WebM from MediaRecorder reports Infinity until it has been played through.
  const duration =
    Number.isFinite(mediaDuration) && mediaDuration > 0 ? mediaDuration : (knownDuration ?? 0);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setFailed(true));
    else element.pause();
  };
  const seek = (seconds: number) => {
    if (audio.current) audio.current.currentTime = seconds;
    setPosition(seconds);
  };
  const changeRate = () => {
    const next = nextRate(rate);
    if (audio.current) audio.current.playbackRate = next;
    setRate(next);
  };

  return (
    <div
      role="group"
      aria-label={title}
      className="grid gap-2 rounded-xl border border-border bg-card p-3"
      data-audio-player=""
    >
      <audio
        ref={audio}
        src={mediaSrc}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onSeeked={(event) => setPosition(event.currentTarget.currentTime)}
        onDurationChange={(event) => setMediaDuration(event.currentTarget.duration)}
        onRateChange={(event) => {
          const value = event.currentTarget.playbackRate;
          if ((playbackRates as readonly number[]).includes(value)) setRate(value as Rate);
        }}
        onError={() => setFailed(true)}
        onCanPlay={() => setFailed(false)}
      />
      <p className="truncate text-sm font-medium" aria-hidden>
        {title}
      </p>
      <div className="flex min-w-0 items-center gap-2">
        <Button
          size="icon"
          className="size-10 shrink-0 rounded-full"
          onClick={toggle}
          aria-label={playing ? 'Pause' : 'Play'}
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <input
          type="range"
          aria-label="Position"
          aria-valuetext={`${formatClock(position)} of ${formatClock(duration)}`}
          min={0}
          max={Math.max(duration, 1)}
          step={1}
          value={Math.min(position, Math.max(duration, 1))}
          onChange={(event) => seek(Number(event.target.value))}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        />
        <span className="shrink-0 font-mono text-xs text-muted-foreground tabular-nums" aria-hidden>
          {formatClock(position)} / {formatClock(duration)}
        </span>
        <Button
          variant="outline"
          size="sm"
          className="w-14 shrink-0 px-0"
          onClick={changeRate}
          aria-label={`Speed ${rate}×`}
        >
          {rate}×
        </Button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          This recording could not be played. It may have been deleted, or this browser cannot play
          its format.
        </p>
      )}
    </div>
  );
}
