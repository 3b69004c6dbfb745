import { toneColor, type ChartTone } from '@app/components/charts/chartTones';
import { longDate, percent } from '@app/habits/dayWords';

const WIDTH = 300;
const HEIGHT = 60;

/**
 * The strength at the end of each day as a line (0 at the bottom, 100% at the
 * top). An image to screen readers, named by where it started, peaked and ended.
 */
export function StrengthSparkline({
  points: allPoints,
  tone,
}: {
  points: readonly { date: string; strength: number }[];
  tone: ChartTone;
}) {
  // Days before the first check-in are all 0: the line starts the day before it rose.
  const rise = allPoints.findIndex((point) => point.strength > 0);
  const points = rise > 0 ? allPoints.slice(rise - 1) : allPoints;
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const peak = points.reduce((best, point) => (point.strength > best.strength ? point : best));
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const line = points
    .map(
      (point, index) =>
        `${(index * step).toFixed(1)},${(HEIGHT - point.strength * HEIGHT).toFixed(1)}`,
    )
    .join(' ');
  const label = `Strength from ${longDate(first.date)} (${percent(first.strength)}) to ${longDate(last.date)} (${percent(last.strength)}); highest ${percent(peak.strength)} on ${longDate(peak.date)}.`;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Strength over time</figcaption>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-16 w-full overflow-visible rounded-md bg-muted/50"
      >
        <title>{label}</title>
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT / 2}
          y2={HEIGHT / 2}
          stroke="currentColor"
          strokeOpacity={0.15}
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={line}
          fill="none"
          stroke={toneColor(tone)}
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <p className="flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>{longDate(first.date)}</span>
        <span>Now {percent(last.strength)}</span>
      </p>
    </figure>
  );
}
