import type { Checkin, CheckinStatus, Habit } from '@common/schemas/habits';
import type { CheckinRow, HabitRow } from '../habits/habitQueries';
import { isPausedNow, type HabitSummary } from '../habits/habitSummary';

/** Strength to 4 decimals: enough for a percentage with one decimal, and stable in tests. */
export const roundStrength = (strength: number) => Math.round(strength * 10_000) / 10_000;

/**
 * The fields of a habit that leave the server, with what its check-ins say
 * today. Never the owner or the row's timestamps but its creation.
 */
export function presentHabit(row: HabitRow, summary: HabitSummary): Habit {
  return {
    id: row.id,
    name: row.name,
    color: row.color as Habit['color'],
    schedule: row.schedule,
    limit: row.limitAtMost === null ? null : { atMost: row.limitAtMost },
    reminderTime: row.reminderTime,
    strength: roundStrength(summary.strength),
    currentStreak: summary.currentStreak,
    bestStreak: summary.bestStreak,
    paused: isPausedNow(row),
    pauses: row.pauses.map(({ from, to }) => ({ from, to })),
    archived: row.archivedAt !== null,
    today: summary.today,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One day's check-in. */
export function presentCheckin(
  row: Pick<CheckinRow, 'date' | 'status' | 'note' | 'amount'>,
): Checkin {
  return {
    date: row.date,
    status: row.status as CheckinStatus,
    note: row.note,
    amount: row.amount,
  };
}
