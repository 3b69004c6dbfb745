import { toneColor, type ChartTone } from '@app/components/charts/chartTones';
import { percent } from '@app/habits/dayWords';

/** The habit's strength (Loop's score, 0–1) as a percentage and a small bar. */
export function StrengthMeter({ strength, tone }: { strength: number; tone: ChartTone }) {
  const value = Math.round(strength * 100);
  return (
    <div className="grid w-28 gap-1">
      <div className="flex items-baseline justify-between text-xs">
        <span className="text-muted-foreground">Strength</span>
        <span className="font-semibold tabular-nums">{percent(strength)}</span>
      </div>
      <div
        role="meter"
        aria-label="Strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={percent(strength)}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full transition-[width]"
          style={{ width: `${value}%`, backgroundColor: toneColor(tone) }}
        />
      </div>
    </div>
  );
}
