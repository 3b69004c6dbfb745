import type { JournalStats } from '@common/schemas/journal';
import { toneColor } from '@app/components/charts/chartTones';
import { YearHeatmap, type HeatmapDay } from '@app/components/charts/YearHeatmap';
import { dayInWords } from '@app/journal/dayWords';
import { MOOD_COLORS, moodWord } from '@app/journal/moods';

/**
 * The heat-map's four levels for a written day: no mood given, then low
 * (Awful, Bad), middle (Okay) and high (Good, Great) moods.
 */
function moodLevel(mood: number | null): HeatmapDay['level'] {
  if (mood === null) return 1;
  return mood <= 2 ? 2 : mood === 3 ? 3 : 4;
}

const scale = [
  // A written day without a mood: a light grey, quieter than any mood.
  `color-mix(in oklch, ${toneColor('gray')} 40%, transparent)`,
  MOOD_COLORS[1],
  MOOD_COLORS[2],
  MOOD_COLORS[3],
] as const;

/** A year of written days, coloured by mood. */
export function JournalYear({ stats }: { stats: JournalStats }) {
  const days = stats.moodByDay.map(({ date, mood }): HeatmapDay => ({
    date,
    level: moodLevel(mood),
    label: `${dayInWords(date)}: written${mood ? `, mood ${moodWord(mood)}` : ''}`,
  }));
  return (
    <div className="p-1">
      <YearHeatmap
        days={days}
        end={stats.today}
        caption="Your year: written days, coloured by mood"
        scale={scale}
        legend={{ low: 'No entry', high: 'Good mood' }}
      />
    </div>
  );
}
