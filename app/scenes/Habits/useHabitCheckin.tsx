import type { CheckinStatus, Habit } from '@common/schemas/habits';
import { useCallback } from 'react';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { shortDate, statusWords } from '@app/habits/dayWords';
import { useCheckinMutation } from '@app/queries/habitQueries';

export type DayStatus = CheckinStatus | 'none';

export interface SetDayOptions {
  /** The state before, for the toast's Undo; no toast when left out. */
  undoTo?: DayStatus;
  note?: string | null;
  amount?: number | null;
}

/**
 * Sets a habit's check-in for a day, shown at once (optimistic). A change the
 * tapper may not have meant (a skip, a past day) gets a toast with Undo; a
 * failure says so and the day goes back to what it was.
 */
export function useHabitCheckin(today: string | undefined) {
  const { toast } = useToast();
  const checkin = useCheckinMutation({
    onError: (error) =>
      toast({ title: 'Check-in not saved', description: error.message, variant: 'destructive' }),
  });
  const { mutate } = checkin;

  const setDay = useCallback(
    (habit: Habit, date: string, status: DayStatus, options: SetDayOptions = {}) => {
      if (!today) return;
      const { undoTo, ...details } = options;
      mutate({ habitId: habit.id, date, today, status, ...details });
      if (undoTo === undefined) return;
      const day = date === today ? 'Today' : shortDate(date);
      const handle = toast({
        title: `${habit.name}: ${day} ${status === 'none' ? 'cleared' : statusWords(status).toLowerCase()}`,
        ...(status === 'skipped'
          ? { description: 'A skipped day leaves the strength and streak as they were.' }
          : {}),
        action: (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              handle.dismiss();
              mutate({ habitId: habit.id, date, today, status: undoTo });
            }}
          >
            Undo
          </Button>
        ),
      });
    },
    [mutate, toast, today],
  );

  return { setDay, saving: checkin.isPending };
}

/** The next state when a day is tapped in a grid: none → done → skipped → none (as in Loop). */
export function nextDayStatus(status: DayStatus): DayStatus {
  if (status === 'none') return 'done';
  if (status === 'done') return 'skipped';
  return 'none';
}
