import { PRODUCT_NAME } from '@common/constants';
import type { Habit } from '@common/schemas/habits';
import { Download, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '@app/components/toast/ToastProvider';
import { ConfirmDialog } from '@app/components/ui/ConfirmDialog';
import { Button, buttonVariants } from '@app/components/ui/Button';
import { HabitReminderBanner } from '@app/habits/HabitReminderBanner';
import { recoverLostFocus } from '@app/lib/returnFocus';
import { HABITS_CSV_URL } from '@app/habits/habitsApi';
import { useHabitToday } from '@app/habits/useHabitToday';
import {
  useArchivedHabitsQuery,
  useDeleteHabitMutation,
  useHabitsQuery,
} from '@app/queries/habitQueries';
import { ArchivedHabits } from './components/ArchivedHabits';
import type { HabitAction } from './components/HabitActionsMenu';
import { HabitDetailDialog } from './components/HabitDetailDialog';
import { HabitFormDialog } from './components/HabitFormDialog';
import { HabitList } from './components/HabitList';
import { HabitsEmpty } from './components/HabitsEmpty';
import { useHabitCheckin } from './useHabitCheckin';
import { useHabitUpdate } from './useHabitUpdate';

export const HABITS_HEADING_ID = 'habits-heading';

export function meta() {
  return [{ title: `Habits — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The habit tracker: today's check-ins in one tap, the last week, strength and
 * streaks; a habit's year in its detail (`?habit=<id>`); create, edit, pause,
 * archive, delete; the CSV of every check-in.
 */
export default function Habits() {
  const habits = useHabitsQuery();
  const { today, now } = useHabitToday();
  const { setDay } = useHabitCheckin(today);
  const { change } = useHabitUpdate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [form, setForm] = useState<{ open: boolean; habit?: Habit; opener?: HTMLElement | null }>({
    open: false,
  });
  const [deleting, setDeleting] = useState<{ habit: Habit; opener: HTMLElement | null }>();
  const { toast } = useToast();
  const remove = useDeleteHabitMutation({
    onSuccess: (habit) => {
      setDeleting(undefined);
      toast({ title: `${habit.name} deleted` });
    },
    onError: (error) =>
      toast({ title: 'Habit not deleted', description: error.message, variant: 'destructive' }),
  });

  const count = habits.data?.length ?? 0;
  // An archived or deleted habit's card leaves with its focused menu: keep focus on the screen.
  useEffect(() => recoverLostFocus(HABITS_HEADING_ID), [count]);

  const detailId = searchParams.get('habit');
  // An archived habit's detail opens from the cache of the archive, if it was read.
  const archived = useArchivedHabitsQuery({ enabled: false });
  const detail = detailId
    ? [...(habits.data ?? []), ...(archived.data ?? [])].find((habit) => habit.id === detailId)
    : undefined;

  const handleAction = (habit: Habit, action: HabitAction, opener: HTMLElement | null) => {
    if (action === 'edit') setForm({ open: true, habit, opener });
    else if (action === 'delete') setDeleting({ habit, opener });
    else if (action === 'pause' || action === 'resume')
      change(habit, { paused: action === 'pause' });
    else change(habit, { archived: action === 'archive' });
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id={HABITS_HEADING_ID} tabIndex={-1} className="text-3xl font-bold tracking-tight">
            Habits
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Tap the circle when it is done today. A skipped day keeps your streak.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={HABITS_CSV_URL} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden />
            Export CSV
          </a>
          <Button onClick={() => setForm({ open: true })}>
            <Plus aria-hidden />
            New habit
          </Button>
        </div>
      </header>

      {habits.data && today && <HabitReminderBanner habits={habits.data} today={today} now={now} />}

      {habits.isPending || (habits.isSuccess && !today) ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your habits…
        </p>
      ) : habits.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-destructive">
            Could not load your habits: {habits.error.message}
          </p>
          <Button variant="outline" size="sm" onClick={() => void habits.refetch()}>
            Try again
          </Button>
        </div>
      ) : habits.data.length === 0 || !today ? (
        <HabitsEmpty onNew={() => setForm({ open: true })} />
      ) : (
        <HabitList
          habits={habits.data}
          today={today}
          onSetDay={(habit, date, status, undoTo) =>
            setDay(habit, date, status, undoTo === undefined ? {} : { undoTo })
          }
          onAction={handleAction}
        />
      )}

      <ArchivedHabits
        onUnarchive={(habit) => change(habit, { archived: false })}
        onDelete={(habit, opener) => setDeleting({ habit, opener })}
      />

      <HabitFormDialog
        open={form.open}
        habit={form.habit}
        opener={form.opener}
        fallbackFocusId={HABITS_HEADING_ID}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      {today && (
        <HabitDetailDialog
          habit={detail}
          today={today}
          onClose={() =>
            setSearchParams(
              (params) => {
                params.delete('habit');
                return params;
              },
              { preventScrollReset: true },
            )
          }
          onSetDay={setDay}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={`Delete ${deleting?.habit.name ?? 'this habit'}?`}
        description="The habit and all its check-ins are deleted for good. To keep its history, archive it instead."
        confirmLabel="Delete habit"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.habit)}
        opener={deleting?.opener ?? null}
        fallbackFocusId={HABITS_HEADING_ID}
      />
    </div>
  );
}
