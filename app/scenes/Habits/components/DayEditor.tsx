import { HABIT_NOTE_MAX, type Checkin, type Habit } from '@common/schemas/habits';
import { useState, type FormEvent } from 'react';
import { Button } from '@app/components/ui/Button';
import { Input, Label } from '@app/components/ui/Input';
import { longDate } from '@app/habits/dayWords';
import type { DayStatus, SetDayOptions } from '../useHabitCheckin';

const statusChoices: { value: DayStatus; label: string }[] = [
  { value: 'done', label: 'Done' },
  { value: 'skipped', label: 'Skipped' },
  { value: 'none', label: 'Not checked in' },
];

/**
 * One day's check-in in full: done, skipped or not, a note, and for a habit
 * to cut down how many times. Keyed by the day, so it starts from that day's check-in.
 */
export function DayEditor({
  habit,
  date,
  checkin,
  onSave,
}: {
  habit: Habit;
  date: string;
  checkin: Checkin | undefined;
  onSave: (status: DayStatus, options: SetDayOptions) => void;
}) {
  const [status, setStatus] = useState<DayStatus>(checkin?.status ?? 'done');
  const [note, setNote] = useState(checkin?.note ?? '');
  const [amount, setAmount] = useState(checkin?.amount?.toString() ?? '');
  const [error, setError] = useState<string>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim() === '' ? null : Number(amount);
    if (typed !== null && (!Number.isInteger(typed) || typed < 0)) {
      setError('Enter a whole number, 0 or more');
      return;
    }
    setError(undefined);
    if (status === 'none') onSave('none', { undoTo: checkin?.status ?? 'none' });
    else
      onSave(status, {
        undoTo: checkin?.status ?? 'none',
        note: note.trim() === '' ? null : note.trim(),
        ...(habit.limit ? { amount: typed } : {}),
      });
  };

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={`Check-in for ${longDate(date)}`}
      className="grid gap-3 rounded-lg border border-border p-3"
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{longDate(date)}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {statusChoices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="habit-day-status"
                className="size-4 accent-primary"
                checked={status === choice.value}
                onChange={() => setStatus(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {habit.limit && status !== 'none' && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Label htmlFor="habit-day-amount">Times that day</Label>
          <Input
            id="habit-day-amount"
            type="number"
            inputMode="numeric"
            min={0}
            className="h-8 w-20"
            aria-invalid={Boolean(error)}
            aria-describedby="habit-day-amount-hint"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <span id="habit-day-amount-hint" className="text-xs text-muted-foreground">
            At most {habit.limit.atMost} keeps the habit.
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {status !== 'none' && (
        <div className="grid gap-1">
          <Label htmlFor="habit-day-note">Note</Label>
          <textarea
            id="habit-day-note"
            rows={2}
            maxLength={HABIT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="w-full rounded-lg border border-input bg-background px-3 py-2 text-base sm:text-sm"
          />
        </div>
      )}
      <div>
        <Button type="submit" size="sm">
          Save check-in
        </Button>
      </div>
    </form>
  );
}
