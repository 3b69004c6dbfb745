import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findHabit, type HabitRow } from '../habits/habitQueries';

/**
 * May this user have this habit (read it, check in, change, delete)? Only
 * their own. A missing habit and another user's answer the same 404, so ids
 * reveal nothing. Archived and paused habits are still their owner's.
 */
export function authorizeHabit(userId: string, row: HabitRow | undefined): HabitRow {
  if (!row || row.userId !== userId) throw notFound('Habit not found.');
  return row;
}

/** The one way to reach a habit: read by id, then authorised. */
export async function findOwnedHabit(db: Db, userId: string, id: string): Promise<HabitRow> {
  return authorizeHabit(userId, await findHabit(db, id));
}
