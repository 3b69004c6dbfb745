import type { Habit } from '@common/schemas/habits';
import { useState } from 'react';
import { toneColor } from '@app/components/charts/chartTones';
import { Button } from '@app/components/ui/Button';
import { scheduleInWords } from '@app/habits/scheduleWords';
import { useArchivedHabitsQuery } from '@app/queries/habitQueries';

/** Archived habits, read when the section is opened: bring one back or delete it. */
export function ArchivedHabits({
  onUnarchive,
  onDelete,
}: {
  onUnarchive: (habit: Habit) => void;
  onDelete: (habit: Habit, opener: HTMLElement) => void;
}) {
  const [open, setOpen] = useState(false);
  const archived = useArchivedHabitsQuery({ enabled: open });
  return (
    <details
      className="rounded-xl border border-border"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium">
        Archived
      </summary>
      <div className="border-t border-border px-4 py-3">
        {archived.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading archived habits…
          </p>
        ) : archived.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load archived habits: {archived.error.message}
          </p>
        ) : archived.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No archived habits.</p>
        ) : (
          <ul aria-label="Archived habits" className="grid gap-2">
            {archived.data.map((habit) => (
              <li key={habit.id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <span
                  aria-hidden
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: toneColor(habit.color) }}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium [overflow-wrap:anywhere]">{habit.name}</span>
                  <span className="text-xs text-muted-foreground">{scheduleInWords(habit)}</span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Unarchive ${habit.name}`}
                  onClick={() => onUnarchive(habit)}
                >
                  Unarchive
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive hover:bg-destructive/10"
                  aria-label={`Delete ${habit.name}`}
                  onClick={(event) => onDelete(habit, event.currentTarget)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
