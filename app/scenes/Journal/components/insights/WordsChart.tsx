import { dayNumber } from '@common/dates/localDate';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { dayInWords } from '@app/journal/dayWords';
import { wordsSummary } from './insightRange';

const width = 640;
const height = 160;
const margin = { top: 12, right: 12, bottom: 8, left: 56 };

/** Words written per day over a range, as bars; the caption's summary is its text alternative. */
export function WordsChart({
  days,
  from,
  to,
}: {
  days: readonly { date: string; words: number }[];
  from: string;
  to: string;
}) {
  const summaryId = useId();
  const span = dayNumber(to) - dayNumber(from) + 1;
  const most = Math.max(1, ...days.map((day) => day.words));
  const x = scaleLinear({
    domain: [dayNumber(from), dayNumber(to) + 1],
    range: [margin.left, width - margin.right],
  });
  const y = scaleLinear({ domain: [0, most], range: [height - margin.bottom, margin.top] });
  const barWidth = Math.max(1, ((width - margin.left - margin.right) / span) * 0.8);
  return (
    <figure className="grid min-w-0 gap-2">
      <svg
        role="img"
        aria-label="Words written per day"
        aria-describedby={summaryId}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full text-muted-foreground"
      >
        <Group>
          {[0, most].map((value) => (
            <g key={value}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={y(value)}
                y2={y(value)}
                stroke="currentColor"
                strokeOpacity={0.2}
              />
              <text
                x={margin.left - 8}
                y={y(value)}
                dy="0.32em"
                textAnchor="end"
                fontSize={12}
                fill="currentColor"
              >
                {value.toLocaleString()}
              </text>
            </g>
          ))}
          {days.map((day) => (
            <Bar
              key={day.date}
              x={x(dayNumber(day.date))}
              y={y(day.words)}
              width={barWidth}
              height={y(0) - y(day.words)}
              rx={Math.min(2, barWidth / 2)}
              fill="var(--primary)"
            />
          ))}
        </Group>
      </svg>
      <figcaption id={summaryId} className="text-sm text-muted-foreground">
        {wordsSummary(days, (date) => dayInWords(date, 'dayMonth'))}
      </figcaption>
    </figure>
  );
}
