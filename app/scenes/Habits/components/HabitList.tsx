import type { Habit } from '@common/schemas/habits';
import type { DayStatus } from '../useHabitCheckin';
import type { HabitAction } from './HabitActionsMenu';
import { HabitCard } from './HabitCard';

export function HabitList({
  habits,
  today,
  onSetDay,
  onAction,
}: {
  habits: readonly Habit[];
  today: string;
  onSetDay: (habit: Habit, date: string, status: DayStatus, undoTo?: DayStatus) => void;
  onAction: (habit: Habit, action: HabitAction, opener: HTMLElement | null) => void;
}) {
  return (
    <ul aria-label="Your habits" className="grid gap-3">
      {habits.map((habit) => (
        <HabitCard
          key={habit.id}
          habit={habit}
          today={today}
          onSetDay={(date, status, undoTo) => onSetDay(habit, date, status, undoTo)}
          onAction={(action, opener) => onAction(habit, action, opener)}
        />
      ))}
    </ul>
  );
}
