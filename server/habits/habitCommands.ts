import { randomUUID } from 'node:crypto';
import { addDays } from '@common/dates/localDate';
import type { CreateHabit, PutCheckin, UpdateHabit } from '@common/schemas/habits';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { habit, habitCheckin, type HabitPause } from '../db/schema';
import type { CheckinRow, HabitRow } from './habitQueries';

/** Creates one of the user's habits. */
export async function createHabit(db: Db, userId: string, input: CreateHabit): Promise<HabitRow> {
  const [row] = await db
    .insert(habit)
    .values({
      id: randomUUID(),
      userId,
      name: input.name,
      ...(input.color ? { color: input.color } : {}),
      schedule: input.schedule,
      limitAtMost: input.limit?.atMost ?? null,
      reminderTime: input.reminderTime ?? null,
    })
    .returning();
  if (!row) throw new Error('the habit was not stored');
  return row;
}

/**
 * Pausing opens a pause from today; resuming closes it on yesterday, so today
 * counts again (a pause resumed the day it began is dropped: it covered
 * nothing). Pausing a paused habit, or resuming a running one, changes nothing.
 */
export function withPause(pauses: readonly HabitPause[], paused: boolean, today: string) {
  const open = pauses.find((pause) => pause.to === null);
  if (paused) return open ? [...pauses] : [...pauses, { from: today, to: null }];
  if (!open) return [...pauses];
  const to = addDays(today, -1);
  return pauses.flatMap((pause) =>
    pause !== open ? [pause] : pause.from <= to ? [{ from: pause.from, to }] : [],
  );
}

/** Applies an edit: name, colour, schedule, limit, reminder, pause or resume, archive or restore. */
export async function updateHabit(
  db: Db,
  existing: HabitRow,
  patch: UpdateHabit,
  today: string,
  now = new Date(),
): Promise<HabitRow> {
  const [row] = await db
    .update(habit)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.color !== undefined ? { color: patch.color } : {}),
      ...(patch.schedule !== undefined ? { schedule: patch.schedule } : {}),
      ...(patch.limit !== undefined ? { limitAtMost: patch.limit?.atMost ?? null } : {}),
      ...(patch.reminderTime !== undefined ? { reminderTime: patch.reminderTime } : {}),
      ...(patch.paused !== undefined
        ? { pauses: withPause(existing.pauses, patch.paused, today) }
        : {}),
      ...(patch.archived !== undefined
        ? { archivedAt: patch.archived ? (existing.archivedAt ?? now) : null }
        : {}),
      updatedAt: now,
    })
    .where(eq(habit.id, existing.id))
    .returning();
  if (!row) throw new Error('the habit was not updated');
  return row;
}

/** Deletes a habit; its check-ins go with it (ON DELETE CASCADE). */
export async function deleteHabit(db: Db, existing: HabitRow): Promise<void> {
  await db.delete(habit).where(eq(habit.id, existing.id));
}

/**
 * Sets a day's check-in: done or skipped (a note or an amount left out keeps
 * the day's; null clears it), or `none` to clear the day. Answers the day's
 * check-in, or null when cleared.
 */
export async function putCheckin(
  db: Db,
  existing: HabitRow,
  date: string,
  input: PutCheckin,
): Promise<CheckinRow | null> {
  const day = and(eq(habitCheckin.habitId, existing.id), eq(habitCheckin.date, date));
  if (input.status === 'none') {
    await db.delete(habitCheckin).where(day);
    return null;
  }
  const kept = {
    status: input.status,
    ...(input.note !== undefined ? { note: input.note || null } : {}),
    ...(input.amount !== undefined ? { amount: input.amount } : {}),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(habitCheckin)
    .values({ habitId: existing.id, userId: existing.userId, date, ...kept })
    .onConflictDoUpdate({ target: [habitCheckin.habitId, habitCheckin.date], set: kept })
    .returning();
  if (!row) throw new Error('the check-in was not stored');
  return row;
}
