import { dayNumber } from '@common/dates/localDate';
import { MOOD_WORDS } from '@common/schemas/journal';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';
import { moodColor } from '@app/journal/moods';
import { moodSummary } from './insightRange';

const width = 640;
const height = 220;
const margin = { top: 12, right: 12, bottom: 12, left: 56 };

/**
 * Mood per day over a range, as a line with a dot per day. The SVG is an
 * image named by its caption; the caption's summary is its text alternative.
 * Lines and words are drawn in currentColor, so the theme colours them.
 */
export function MoodChart({
  days,
  from,
  to,
}: {
  days: readonly { date: string; mood: number | null }[];
  from: string;
  to: string;
}) {
  const summaryId = useId();
  const points = days.filter((day): day is { date: string; mood: number } => day.mood !== null);
  const x = scaleLinear({
    domain: [dayNumber(from), dayNumber(to)],
    range: [margin.left, width - margin.right],
  });
  const y = scaleLinear({ domain: [1, 5], range: [height - margin.bottom, margin.top] });
  const summary = moodSummary(days);
  return (
    <figure className="grid min-w-0 gap-2">
      <svg
        role="img"
        aria-label="Mood over time"
        aria-describedby={summaryId}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full text-muted-foreground"
      >
        <Group>
          {MOOD_WORDS.map((word, index) => (
            <g key={word}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={y(index + 1)}
                y2={y(index + 1)}
                stroke="currentColor"
                strokeOpacity={0.2}
              />
              <text
                x={margin.left - 8}
                y={y(index + 1)}
                dy="0.32em"
                textAnchor="end"
                fontSize={12}
                fill="currentColor"
              >
                {word}
              </text>
            </g>
          ))}
          <LinePath
            data={points}
            x={(point) => x(dayNumber(point.date))}
            y={(point) => y(point.mood)}
            stroke="var(--primary)"
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {points.map((point) => (
            <circle
              key={point.date}
              cx={x(dayNumber(point.date))}
              cy={y(point.mood)}
              r={points.length > 60 ? 2 : 4}
              fill={moodColor(point.mood)}
            />
          ))}
        </Group>
      </svg>
      <figcaption id={summaryId} className="text-sm text-muted-foreground">
        {summary}
      </figcaption>
    </figure>
  );
}
