import type { Habit } from '@common/schemas/habits';
import { Bell } from 'lucide-react';
import { useJournalSettingsQuery } from '@app/queries/journalQueries';
import { habitsToRemind } from './habitReminders';

/**
 * A quiet line on the habits screen once a habit's reminder time has passed
 * and it is not checked in today. No notification: only while the screen is open.
 */
export function HabitReminderBanner({
  habits,
  today,
  now,
}: {
  habits: readonly Habit[];
  today: string;
  now: Date;
}) {
  const settings = useJournalSettingsQuery().data;
  if (!settings) return null;
  const due = habitsToRemind(habits, settings, today, now);
  if (due.length === 0) return null;
  return (
    <aside
      aria-label="Habit reminders"
      className="flex items-start gap-3 rounded-xl border border-border bg-muted/60 px-4 py-3 text-sm"
    >
      <Bell className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <p className="min-w-0">
        Not checked in yet today: {due.map((habit) => habit.name).join(', ')}.
      </p>
    </aside>
  );
}
