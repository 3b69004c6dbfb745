import { formatClock } from '@common/editor/clock';
import { MAX_RECORDING_SECONDS } from '@common/schemas/voice';
import { Mic, Pause, Play, Square } from 'lucide-react';
import { Button } from '@app/components/ui/Button';

/** How loud, in words, for the meter's screen-reader value. */
function loudness(level: number): string {
  if (level < 0.15) return 'silent';
  if (level < 0.45) return 'quiet';
  if (level < 0.85) return 'good';
  return 'very loud';
}

/** The microphone's input level as a bar: an ARIA meter from 0 to 100. */
export function LevelMeter({ level }: { level: number }) {
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent} %, ${loudness(level)}`}
      className="h-3 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-100"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

export interface RecordingControlsProps {
  paused: boolean;
  elapsed: number;
  level: number | null;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

/** While recording: the time, the level, pause or resume, and stop. */
export function RecordingControls({
  paused,
  elapsed,
  level,
  onPause,
  onResume,
  onStop,
}: RecordingControlsProps) {
  const left = MAX_RECORDING_SECONDS - elapsed;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Mic
          aria-hidden
          className={
            paused ? 'size-5 text-muted-foreground' : 'size-5 animate-pulse text-destructive'
          }
        />
        <p role="status" className="font-medium">
          {paused ? 'Paused' : 'Recording…'}
        </p>
        <p role="timer" className="ml-auto font-mono text-lg tabular-nums">
          <span className="sr-only">Recorded </span>
          {formatClock(elapsed)}
          <span className="text-sm text-muted-foreground">
            {' '}
            / {formatClock(MAX_RECORDING_SECONDS)}
          </span>
        </p>
      </div>
      {level !== null && <LevelMeter level={level} />}
      {left <= 60 && (
        <p className="text-sm text-muted-foreground">
          The recording stops by itself in {formatClock(left)}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {paused ? (
          <Button variant="outline" onClick={onResume}>
            <Play aria-hidden />
            Resume
          </Button>
        ) : (
          <Button variant="outline" onClick={onPause}>
            <Pause aria-hidden />
            Pause
          </Button>
        )}
        <Button onClick={onStop} autoFocus>
          <Square aria-hidden />
          Stop recording
        </Button>
      </div>
    </div>
  );
}
