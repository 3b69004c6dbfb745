import type { Checkin } from '@common/schemas/habits';
import { Check, Minus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { toneColor, type ChartTone } from '@app/components/charts/chartTones';
import { statusWords } from '@app/habits/dayWords';
import { cn } from '@app/lib/cn';

/**
 * One day's square in a grid of days: filled with the habit's colour when
 * done, a dash when skipped, empty otherwise. The caller says what a tap does
 * and names the button; the state is part of the name.
 */
export function DayCell({
  checkin,
  tone,
  dayLabel,
  className,
  children,
  ...props
}: {
  checkin: Checkin | undefined;
  tone: ChartTone;
  /** The day in words ("Mon, 23 Nov"); the state is added. */
  dayLabel: string;
} & Omit<ComponentProps<'button'>, 'type'>) {
  const status = checkin?.status;
  const label = `${dayLabel}: ${statusWords(status)}${checkin?.note ? ` (note: ${checkin.note})` : ''}`;
  const colour = toneColor(tone);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'relative flex items-center justify-center rounded-md border text-xs transition-colors disabled:opacity-40',
        status === 'done'
          ? 'border-transparent text-background'
          : status === 'skipped'
            ? 'border-dashed border-muted-foreground hover:bg-muted'
            : 'border-border hover:bg-muted',
        className,
      )}
      style={status === 'done' ? { backgroundColor: colour } : undefined}
      {...props}
    >
      {children}
      {status === 'done' && !children && <Check className="size-4" strokeWidth={3} aria-hidden />}
      {status === 'skipped' && !children && (
        <Minus className="size-4 text-muted-foreground" aria-hidden />
      )}
      {checkin?.note && (
        <span
          aria-hidden
          className="absolute top-0.5 right-0.5 size-1.5 rounded-full bg-current opacity-70"
        />
      )}
    </button>
  );
}
