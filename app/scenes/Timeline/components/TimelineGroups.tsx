import type { MonthGroup } from '../groupTimeline';
import { TimelineNote } from './TimelineNote';

/** Months (h2, sticky under the app header) holding days (h3) holding notes. */
export function TimelineGroups({ months }: { months: MonthGroup[] }) {
  return (
    <div className="grid gap-8">
      {months.map((month) => (
        <section key={month.key} aria-labelledby={`month-${month.key}`} className="grid gap-5">
          <h2
            id={`month-${month.key}`}
            className="sticky top-14 z-10 -mx-2 bg-background/95 px-2 py-2 text-xl font-semibold backdrop-blur"
          >
            {month.label}
          </h2>
          {month.days.map((day) => (
            <section key={day.key} aria-labelledby={`day-${day.key}`} className="grid gap-2">
              <h3 id={`day-${day.key}`} className="text-sm font-semibold text-muted-foreground">
                {day.label}
              </h3>
              <ul className="grid gap-2">
                {day.notes.map((note) => (
                  <TimelineNote key={note.id} note={note} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
