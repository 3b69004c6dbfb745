import { isScheduled } from '@common/habits/days';
import type { Habit } from '@common/schemas/habits';
import type { JournalSettings } from '@common/schemas/journal';
import { journalReminder } from '@app/journal/reminderDecision';

/**
 * The habits to remind of now: each with a reminder time that has passed
 * today, not yet checked in (done or skipped), scheduled today, and neither
 * paused nor archived. The timing rule is the journal reminder's (times count
 * from the day's start), so both reminders agree.
 */
export function habitsToRemind(
  habits: readonly Habit[],
  settings: Pick<JournalSettings, 'timeZone' | 'dayStartsAt'>,
  today: string,
  now: Date,
): Habit[] {
  return habits.filter(
    (habit) =>
      habit.reminderTime !== null &&
      !habit.paused &&
      !habit.archived &&
      isScheduled(habit.schedule, today) &&
      journalReminder({
        settings: { ...settings, reminderTime: habit.reminderTime },
        now,
        hasEntry: habit.today !== null,
        notifiedOn: null,
        canNotify: false,
      }) === 'banner',
  );
}
