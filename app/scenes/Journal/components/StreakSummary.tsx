import type { JournalStats } from '@common/schemas/journal';
import { Flame, Trophy } from 'lucide-react';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** Current and longest streak (forgiving: the server counts rest days), and entries in all. */
export function StreakSummary({ stats }: { stats: JournalStats }) {
  const items = [
    { icon: Flame, label: 'Current streak', value: days(stats.currentStreak) },
    { icon: Trophy, label: 'Longest streak', value: days(stats.longestStreak) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {items.map(({ icon: Icon, label, value }) => (
        <div key={label} className="rounded-xl border border-border bg-card p-3">
          <dt className="flex items-center gap-1 text-xs text-muted-foreground">
            <Icon className="size-3.5 shrink-0" aria-hidden />
            {label}
          </dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="rounded-xl border border-border bg-card p-3">
        <dt className="text-xs text-muted-foreground">Entries</dt>
        <dd className="mt-1 text-lg font-semibold tabular-nums">{stats.totalEntries}</dd>
      </div>
    </dl>
  );
}
