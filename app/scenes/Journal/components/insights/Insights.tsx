import type { JournalStats } from '@common/schemas/journal';
import { useState } from 'react';
import { cn } from '@app/lib/cn';
import { HabitMoodComparison } from './HabitMoodComparison';
import { insightRanges, rangeStart, within, type InsightRange } from './insightRange';
import { MoodChart } from './MoodChart';
import { WordsChart } from './WordsChart';

/** Mood and words over the last week, month or year, and mood against habits. */
export default function Insights({ stats }: { stats: JournalStats }) {
  const [range, setRange] = useState<InsightRange>('month');
  const from = rangeStart(range, stats.today);
  return (
    <section aria-labelledby="insights-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="insights-title" className="text-lg font-semibold">
          Insights
        </h2>
        <fieldset className="flex rounded-lg border border-border p-0.5">
          <legend className="sr-only">Period</legend>
          {insightRanges.map((option) => (
            <label
              key={option.value}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring',
                range === option.value ? 'bg-muted font-medium' : 'text-muted-foreground',
              )}
            >
              <input
                type="radio"
                name="insight-range"
                value={option.value}
                checked={range === option.value}
                onChange={() => setRange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="grid min-w-0 gap-6 md:grid-cols-2">
        <div className="grid min-w-0 content-start gap-2">
          <h3 className="font-medium">Mood</h3>
          <MoodChart days={within(stats.moodByDay, from)} from={from} to={stats.today} />
        </div>
        <div className="grid min-w-0 content-start gap-2">
          <h3 className="font-medium">Words written</h3>
          <WordsChart days={within(stats.wordsByDay, from)} from={from} to={stats.today} />
        </div>
      </div>
      <HabitMoodComparison />
    </section>
  );
}
