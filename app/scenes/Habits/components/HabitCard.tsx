import type { Habit } from '@common/schemas/habits';
import { Bell, Pause } from 'lucide-react';
import { Link } from 'react-router';
import { toneColor } from '@app/components/charts/chartTones';
import { Button } from '@app/components/ui/Button';
import { streakWords } from '@app/habits/dayWords';
import { scheduleInWords } from '@app/habits/scheduleWords';
import type { DayStatus } from '../useHabitCheckin';
import { HabitActionsMenu, type HabitAction } from './HabitActionsMenu';
import { RecentDays } from './RecentDays';
import { StrengthMeter } from './StrengthMeter';
import { TodayCheckinButton } from './TodayCheckinButton';

/** The unit a habit's streak counts in: weeks for "n times a week", else days. */
export const streakUnit = (habit: Habit) => (habit.schedule.type === 'weekly' ? 'week' : 'day');

/**
 * One habit in the list: today's one-tap check-in, its schedule, strength,
 * streaks and last seven days; the name opens its history (`?habit=<id>`).
 */
export function HabitCard({
  habit,
  today,
  onSetDay,
  onAction,
}: {
  habit: Habit;
  today: string;
  /** `undoTo` asks for a toast with Undo back to that state. */
  onSetDay: (date: string, status: DayStatus, undoTo?: DayStatus) => void;
  onAction: (action: HabitAction, opener: HTMLElement | null) => void;
}) {
  const unit = streakUnit(habit);
  const skipped = habit.today === 'skipped';
  return (
    <li
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      aria-labelledby={`habit-${habit.id}-name`}
    >
      <div className="flex items-start gap-3">
        <TodayCheckinButton
          habit={habit}
          disabled={habit.paused}
          onToggle={(done) => onSetDay(today, done ? 'done' : 'none')}
        />
        <div className="min-w-0 flex-1">
          <h2 id={`habit-${habit.id}-name`} className="flex items-baseline gap-2 font-semibold">
            <span
              aria-hidden
              className="size-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: toneColor(habit.color) }}
            />
            <Link
              to={`?habit=${encodeURIComponent(habit.id)}`}
              className="min-w-0 rounded-sm [overflow-wrap:anywhere] underline-offset-4 hover:underline"
            >
              {habit.name}
            </Link>
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <span>{scheduleInWords(habit)}</span>
            {habit.reminderTime && (
              <span className="inline-flex items-center gap-1">
                <Bell className="size-3" aria-hidden />
                <span className="sr-only">Reminder at</span>
                {habit.reminderTime}
              </span>
            )}
            {habit.paused && (
              <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">
                <Pause className="size-3" aria-hidden />
                Paused
              </span>
            )}
          </p>
        </div>
        <HabitActionsMenu habit={habit} onAction={onAction} />
      </div>

      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <RecentDays
          habit={habit}
          today={today}
          onSetDay={(date, status, previous) => onSetDay(date, status, previous)}
        />
        <div className="grid gap-1">
          <StrengthMeter strength={habit.strength} tone={habit.color} />
          <p className="text-xs text-muted-foreground">
            Streak{' '}
            <span className="font-semibold text-foreground">
              {streakWords(habit.currentStreak, unit)}
            </span>{' '}
            · Best {streakWords(habit.bestStreak, unit)}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        {habit.paused ? (
          <Button
            size="sm"
            variant="outline"
            onClick={(event) => onAction('resume', event.currentTarget)}
          >
            Resume
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={skipped}
            aria-label={`Skip today: ${habit.name}`}
            className="aria-pressed:bg-muted"
            onClick={() => onSetDay(today, skipped ? 'none' : 'skipped', habit.today ?? 'none')}
          >
            Skip today
          </Button>
        )}
      </div>
    </li>
  );
}
