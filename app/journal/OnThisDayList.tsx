import type { JournalEntrySummary } from '@common/schemas/journal';
import { Link } from 'react-router';
import { moodWord } from '@app/journal/moods';

/**
 * Entries from this date in earlier years, each linking to its day. Shown on
 * the journal screen and the dashboard; nothing at all when there are none.
 */
export function OnThisDayList({
  entries,
  headingLevel = 'h2',
}: {
  entries: readonly JournalEntrySummary[];
  headingLevel?: 'h2' | 'h3';
}) {
  if (entries.length === 0) return null;
  const Heading = headingLevel;
  return (
    <section aria-labelledby="on-this-day-title" className="grid gap-2">
      <Heading id="on-this-day-title" className="font-semibold">
        On this day
      </Heading>
      <ul className="grid gap-2">
        {entries.map((entry) => (
          <li key={entry.date} className="rounded-xl border border-border bg-card p-3">
            <Link
              to={`/journal?date=${entry.date}`}
              className="flex items-baseline justify-between gap-2 rounded-sm font-medium hover:underline"
            >
              <span>{entry.date.slice(0, 4)}</span>
              {entry.mood && (
                <span className="text-xs font-normal text-muted-foreground">
                  Mood: {moodWord(entry.mood)}
                </span>
              )}
            </Link>
            {entry.excerpt && (
              <p className="mt-1 line-clamp-2 text-sm text-muted-foreground wrap-anywhere">
                {entry.excerpt}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
