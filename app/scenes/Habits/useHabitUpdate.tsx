import type { Habit, UpdateHabit } from '@common/schemas/habits';
import { useCallback } from 'react';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { useUpdateHabitMutation } from '@app/queries/habitQueries';

/** Pause, resume, archive and unarchive, each with a toast; archiving can be undone from it. */
export function useHabitUpdate() {
  const { toast } = useToast();
  const update = useUpdateHabitMutation({
    onError: (error) =>
      toast({ title: 'Habit not changed', description: error.message, variant: 'destructive' }),
  });
  const { mutate } = update;

  const change = useCallback(
    (habit: Habit, patch: UpdateHabit) => {
      mutate(
        { id: habit.id, patch },
        {
          onSuccess: () => {
            if (patch.paused !== undefined) {
              toast({
                title: patch.paused ? `${habit.name} paused` : `${habit.name} resumed`,
                description: patch.paused
                  ? 'Its strength and streak stay as they are until you resume it.'
                  : 'Check-ins count again from today.',
              });
            }
            if (patch.archived !== undefined) {
              const handle = toast({
                title: patch.archived ? `${habit.name} archived` : `${habit.name} is back`,
                ...(patch.archived
                  ? {
                      description: 'Find it under Archived, at the end of the page.',
                      action: (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => {
                            handle.dismiss();
                            mutate({ id: habit.id, patch: { archived: false } });
                          }}
                        >
                          Undo
                        </Button>
                      ),
                    }
                  : {}),
              });
            }
          },
        },
      );
    },
    [mutate, toast],
  );

  return { change, changing: update.isPending };
}
