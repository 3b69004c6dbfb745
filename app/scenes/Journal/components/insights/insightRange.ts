import { addDays } from '@common/dates/localDate';
import { MOOD_WORDS } from '@common/schemas/journal';

export const insightRanges = [
  { value: 'week', label: 'Week', days: 7 },
  { value: 'month', label: 'Month', days: 30 },
  { value: 'year', label: 'Year', days: 365 },
] as const;
export type InsightRange = (typeof insightRanges)[number]['value'];

/** The first day of a range ending today. */
export function rangeStart(range: InsightRange, today: string): string {
  const days = insightRanges.find((option) => option.value === range)?.days ?? 30;
  return addDays(today, 1 - days);
}

/** The days of a series from `from` on. */
export function within<T extends { date: string }>(series: readonly T[], from: string): T[] {
  return series.filter((day) => day.date >= from);
}

/** The nearest mood word to an average (3.6 → "Good"). */
export function averageMoodWord(average: number): string {
  return MOOD_WORDS[Math.min(4, Math.max(0, Math.round(average) - 1))] ?? '';
}

/** "Average mood Good (3.8) over 12 days; lowest Bad, highest Great." */
export function moodSummary(days: readonly { date: string; mood: number | null }[]): string {
  const moods = days.flatMap((day) => (day.mood === null ? [] : [day.mood]));
  if (moods.length === 0) return 'No mood recorded in this period.';
  const average = moods.reduce((sum, mood) => sum + mood, 0) / moods.length;
  const low = MOOD_WORDS[Math.min(...moods) - 1] ?? '';
  const high = MOOD_WORDS[Math.max(...moods) - 1] ?? '';
  const count = `${moods.length} ${moods.length === 1 ? 'day' : 'days'}`;
  return `Average mood ${averageMoodWord(average)} (${average.toFixed(1)}) over ${count}; lowest ${low}, highest ${high}.`;
}

/** "1,234 words over 9 days; the most, 320, on 24 Nov." */
export function wordsSummary(
  days: readonly { date: string; words: number }[],
  dayWords: (date: string) => string,
): string {
  const written = days.filter((day) => day.words > 0);
  if (written.length === 0) return 'No words written in this period.';
  const total = written.reduce((sum, day) => sum + day.words, 0);
  const most = written.reduce((best, day) => (day.words > best.words ? day : best));
  const count = `${written.length} ${written.length === 1 ? 'day' : 'days'}`;
  return `${total.toLocaleString()} words over ${count}; the most, ${most.words.toLocaleString()}, on ${dayWords(most.date)}.`;
}
