import type { Habit } from '@common/schemas/habits';
import { Check } from 'lucide-react';
import { toneColor } from '@app/components/charts/chartTones';
import { cn } from '@app/lib/cn';

/**
 * One tap checks today in as done; another tap takes it back. A toggle
 * (aria-pressed), filled with the habit's colour once done.
 */
export function TodayCheckinButton({
  habit,
  disabled,
  onToggle,
}: {
  habit: Habit;
  disabled?: boolean;
  onToggle: (done: boolean) => void;
}) {
  const done = habit.today === 'done';
  const colour = toneColor(habit.color);
  return (
    <button
      type="button"
      aria-pressed={done}
      aria-label={`Done today: ${habit.name}`}
      title={done ? 'Done today (tap to undo)' : 'Mark done today'}
      disabled={disabled}
      onClick={() => onToggle(!done)}
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full border-2 transition-colors disabled:opacity-50',
        done ? 'text-background' : 'text-muted-foreground hover:bg-muted',
      )}
      style={{ borderColor: colour, ...(done ? { backgroundColor: colour } : {}) }}
    >
      <Check className="size-5" strokeWidth={done ? 3 : 2} aria-hidden />
    </button>
  );
}
