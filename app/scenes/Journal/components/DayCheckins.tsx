import { toneColor } from '@app/components/charts/chartTones';
import { useDayCheckinsQuery } from '@app/queries/journalQueries';

/** The habits checked in on the day, under its entry. Nothing shows for a day without any. */
export function DayCheckins({ date }: { date: string }) {
  const checkins = useDayCheckinsQuery(date);
  if (!checkins.data || checkins.data.length === 0) return null;
  return (
    <section aria-labelledby="day-checkins-title" className="grid gap-2">
      <h2 id="day-checkins-title" className="text-sm font-medium">
        Habits that day
      </h2>
      <ul className="flex flex-wrap gap-2">
        {checkins.data.map((checkin) => (
          <li
            key={checkin.habitId}
            className="flex min-w-0 items-center gap-2 rounded-full border border-border px-3 py-1 text-sm"
          >
            <span
              aria-hidden
              className="size-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: toneColor(checkin.color) }}
            />
            <span className="min-w-0 wrap-anywhere">{checkin.habitName}</span>
            <span className="text-muted-foreground">
              {checkin.status === 'done' ? 'Done' : 'Skipped'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
