import { useId } from 'react';
import { FieldError } from '@app/components/form/FieldMessage';
import { Input } from '@app/components/ui/Input';
import { weekdayLongNames, weekdayShortNames } from '@app/habits/scheduleWords';
import { cn } from '@app/lib/cn';
import type { HabitFormState } from '../habitForm';

type ScheduleState = Pick<HabitFormState, 'scheduleType' | 'times' | 'days'>;

const radioClass = 'size-4 accent-primary';

/** Every day / n times a week / chosen weekdays (toggle buttons), with the schedule's error. */
export function ScheduleFields({
  value,
  error,
  onChange,
}: {
  value: ScheduleState;
  error: string | undefined;
  onChange: (patch: Partial<ScheduleState>) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const toggleDay = (day: number) =>
    onChange({
      days: value.days.includes(day)
        ? value.days.filter((chosen) => chosen !== day)
        : [...value.days, day],
    });
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">Schedule</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-schedule`}
          className={radioClass}
          checked={value.scheduleType === 'daily'}
          onChange={() => onChange({ scheduleType: 'daily' })}
        />
        Every day
      </label>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-schedule`}
            className={radioClass}
            checked={value.scheduleType === 'weekly'}
            onChange={() => onChange({ scheduleType: 'weekly' })}
          />
          A number of times a week
        </label>
        {value.scheduleType === 'weekly' && (
          <span className="flex items-center gap-2">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={7}
              aria-label="Times a week"
              aria-invalid={Boolean(error)}
              className="h-8 w-16"
              value={value.times}
              onChange={(event) => onChange({ times: event.target.value })}
            />
            <span aria-hidden>times a week</span>
          </span>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-schedule`}
          className={radioClass}
          checked={value.scheduleType === 'weekdays'}
          onChange={() => onChange({ scheduleType: 'weekdays' })}
        />
        On chosen weekdays
      </label>
      {value.scheduleType === 'weekdays' && (
        <div role="group" aria-label="Weekdays" className="flex flex-wrap gap-1 pl-6">
          {weekdayShortNames.map((name, index) => {
            const day = index + 1;
            const chosen = value.days.includes(day);
            return (
              <button
                key={name}
                type="button"
                aria-pressed={chosen}
                aria-label={weekdayLongNames[index]}
                onClick={() => toggleDay(day)}
                className={cn(
                  'h-8 min-w-10 rounded-md border px-2 text-xs font-medium transition-colors',
                  chosen
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border hover:bg-muted',
                )}
              >
                {name}
              </button>
            );
          })}
        </div>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
