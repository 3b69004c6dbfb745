import { useEffect, useId, useMemo, useRef } from 'react';
import { cn } from '@app/lib/cn';
import { levelColor, toneColor, type ChartTone } from './chartTones';
import { buildYearGrid } from './yearGrid';

export interface HeatmapDay {
  /** `YYYY-MM-DD`, a local date. */
  date: string;
  /** 0 (nothing) to 4 (most). */
  level: 0 | 1 | 2 | 3 | 4;
  /** The whole text of the cell for screen readers and the hover title, date included. */
  label: string;
}

export interface YearHeatmapProps {
  days: readonly HeatmapDay[];
  /** The last date shown (usually today); the grid covers the 53 weeks up to it. */
  end: string;
  /** What the chart shows, e.g. "Meditate over the last year". */
  caption: string;
  /** A sentence for screen readers with what the cells add up to. Counted from `days` when left out. */
  summary?: string;
  /** The colour levels 1–4 are shades of. Ignored when `scale` is given. */
  tone?: ChartTone;
  /** Four CSS colours for levels 1–4, for a scale that is not shades of one colour (mood). */
  scale?: readonly [string, string, string, string];
  /** Words at the ends of the legend. */
  legend?: { low: string; high: string };
  className?: string;
}

const weekdayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** Only every other weekday is printed, as on GitHub; all are read out. */
const printedWeekdays = new Set([0, 2, 4]);
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function formatLocalDate(date: string, format: Intl.DateTimeFormat): string {
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * A year of days as a GitHub-style grid: a table (weeks across, weekdays down,
 * month headings) so a screen reader can walk it, inside a box that scrolls
 * sideways on a narrow screen instead of widening the page.
 */
export function YearHeatmap({
  days,
  end,
  caption,
  summary,
  tone = 'primary',
  scale,
  legend = { low: 'Less', high: 'More' },
  className,
}: YearHeatmapProps) {
  const grid = useMemo(() => buildYearGrid(end), [end]);
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const colours = useMemo(() => {
    const toneCss = toneColor(tone);
    return [0, 1, 2, 3, 4].map((level) =>
      scale && level > 0 ? scale[level - 1] : levelColor(toneCss, level),
    );
  }, [tone, scale]);
  const scroller = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const summaryId = useId();

  // The latest weeks matter most: on a phone start scrolled to the right end.
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [end]);

  const counted = days.filter(
    (day) => day.level > 0 && day.date >= grid.start && day.date <= end,
  ).length;
  const summaryText =
    summary ??
    `${counted} ${counted === 1 ? 'day' : 'days'} marked from ${formatLocalDate(grid.start, dateFormat)} to ${formatLocalDate(end, dateFormat)}.`;

  return (
    <figure
      aria-labelledby={captionId}
      aria-describedby={summaryId}
      className={cn('grid min-w-0 max-w-full gap-2', className)}
    >
      <figcaption className="text-sm font-medium">
        <span id={captionId}>{caption}</span>
        <span id={summaryId} className="sr-only">
          {' '}
          {summaryText}
        </span>
      </figcaption>
      <div
        ref={scroller}
        role="region"
        aria-label={caption}
        // Focusable so the sideways scroll also works from the keyboard.
        tabIndex={0}
        // Positioned: the cells' screen-reader labels are absolutely placed, and must be held
        // (and clipped) by this box, or they widen a phone's page.
        className="relative max-w-full overflow-x-auto rounded-md pb-1"
      >
        <table className="border-separate border-spacing-[3px] text-[0.625rem] leading-none text-muted-foreground">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <td />
              {grid.months.map((month) => (
                <th
                  key={month.month}
                  scope="colgroup"
                  colSpan={month.span}
                  className="pb-0.5 text-left font-normal"
                >
                  <span className={month.span < 3 ? 'sr-only' : undefined}>
                    {formatLocalDate(`${month.month}-01`, monthFormat)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdayNames.map((name, row) => (
              <tr key={name}>
                <th scope="row" className="pr-1 text-left font-normal">
                  <span className={printedWeekdays.has(row) ? undefined : 'sr-only'}>{name}</span>
                </th>
                {grid.weeks.map((week, column) => {
                  const date = week[row];
                  if (!date) return <td key={column} />;
                  const day = byDate.get(date);
                  const label = day?.label ?? formatLocalDate(date, dateFormat);
                  return (
                    <td
                      key={column}
                      title={label}
                      data-date={date}
                      data-level={day?.level ?? 0}
                      className="size-3 min-w-3 rounded-[3px]"
                      style={{ backgroundColor: colours[day?.level ?? 0] }}
                    >
                      <span className="sr-only">{label}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div aria-hidden="true" className="flex items-center gap-1 text-xs text-muted-foreground">
        <span>{legend.low}</span>
        {colours.map((colour, level) => (
          <span
            key={level}
            className="inline-block size-3 rounded-[3px]"
            style={{ backgroundColor: colour }}
          />
        ))}
        <span>{legend.high}</span>
      </div>
    </figure>
  );
}
