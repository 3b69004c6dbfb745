import type { Habit } from '@common/schemas/habits';
import { useState, type FormEvent } from 'react';
import { FieldError } from '@app/components/form/FieldMessage';
import { FormField } from '@app/components/form/FormField';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import { Input } from '@app/components/ui/Input';
import { focusOpenerOr } from '@app/lib/returnFocus';
import { useCreateHabitMutation, useUpdateHabitMutation } from '@app/queries/habitQueries';
import {
  habitFormState,
  parseHabitForm,
  type HabitFormErrors,
  type HabitFormState,
} from '../habitForm';
import { ColorField } from './ColorField';
import { ScheduleFields } from './ScheduleFields';

/** Create a habit, or edit one (`habit`): name, colour, schedule, limit, reminder. */
export function HabitFormDialog({
  open,
  habit,
  opener,
  fallbackFocusId,
  onOpenChange,
}: {
  open: boolean;
  /** The habit to edit; a new one when left out. */
  habit?: Habit | undefined;
  /** Where focus returns on closing (a menu's button: the menu item is gone by then). */
  opener?: HTMLElement | null | undefined;
  /** Where focus goes when the opener is gone too. */
  fallbackFocusId?: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90dvh] max-w-lg gap-4 overflow-y-auto p-6"
        onCloseAutoFocus={(event) => {
          if (!opener || !fallbackFocusId) return;
          event.preventDefault();
          focusOpenerOr(opener, fallbackFocusId);
        }}
      >
        {open && (
          <HabitForm key={habit?.id ?? 'new'} habit={habit} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

export function HabitForm({ habit, onDone }: { habit?: Habit | undefined; onDone: () => void }) {
  const { toast } = useToast();
  const [state, setState] = useState<HabitFormState>(() => habitFormState(habit));
  const [errors, setErrors] = useState<HabitFormErrors>({});
  const create = useCreateHabitMutation({
    onSuccess: (created) => toast({ title: `${created.name} added` }),
  });
  const update = useUpdateHabitMutation();
  const saving = create.isPending || update.isPending;
  const serverError = (habit ? update.error : create.error)?.message;
  const change = (patch: Partial<HabitFormState>) =>
    setState((current) => ({ ...current, ...patch }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHabitForm(state);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    if (habit) update.mutate({ id: habit.id, patch: parsed.value }, { onSuccess: onDone });
    else create.mutate(parsed.value, { onSuccess: onDone });
  };

  return (
    <>
      <DialogTitle>{habit ? `Edit ${habit.name}` : 'New habit'}</DialogTitle>
      <DialogDescription>
        {habit
          ? 'Changing the schedule changes how the strength and streaks count from now on.'
          : 'What you mean to do, and how often.'}
      </DialogDescription>
      <form noValidate onSubmit={handleSubmit} className="grid gap-5">
        <FormField id="habit-name" label="Name" error={errors.name}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              placeholder="Read 20 pages"
              value={state.name}
              onChange={(event) => change({ name: event.target.value })}
            />
          )}
        </FormField>

        <ColorField value={state.color} onChange={(color) => change({ color })} />

        <ScheduleFields value={state} error={errors.schedule} onChange={change} />

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Cut down</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={state.limitOn}
              onChange={(event) => change({ limitOn: event.target.checked })}
            />
            A habit to cut down: at most a number of times a day
          </label>
          {state.limitOn && (
            <div className="flex items-center gap-2 pl-6 text-sm">
              <label htmlFor="habit-at-most">At most</label>
              <Input
                id="habit-at-most"
                type="number"
                inputMode="numeric"
                min={0}
                max={1000}
                className="h-8 w-20"
                aria-invalid={Boolean(errors.limit)}
                aria-describedby={errors.limit ? 'habit-at-most-error' : undefined}
                value={state.atMost}
                onChange={(event) => change({ atMost: event.target.value })}
              />
              <span>a day</span>
            </div>
          )}
          <FieldError id="habit-at-most-error">{errors.limit}</FieldError>
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Reminder</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={state.reminderOn}
              onChange={(event) => change({ reminderOn: event.target.checked })}
            />
            Remind me on this screen when it is not done by
          </label>
          {state.reminderOn && (
            <div className="pl-6">
              <Input
                type="time"
                aria-label="Reminder time"
                className="h-8 w-32"
                aria-invalid={Boolean(errors.reminderTime)}
                aria-describedby={errors.reminderTime ? 'habit-reminder-error' : undefined}
                value={state.reminderTime}
                onChange={(event) => change({ reminderTime: event.target.value })}
              />
            </div>
          )}
          <FieldError id="habit-reminder-error">{errors.reminderTime}</FieldError>
        </fieldset>

        {errors.color && <FieldError id="habit-color-error">{errors.color}</FieldError>}
        {serverError && (
          <p role="alert" className="text-sm text-destructive">
            {serverError}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : habit ? 'Save' : 'Create habit'}
          </Button>
        </div>
      </form>
    </>
  );
}
