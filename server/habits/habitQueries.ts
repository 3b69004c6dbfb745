import type { CheckinMark } from '@common/habits/days';
import type { CheckinStatus } from '@common/schemas/habits';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { habit, habitCheckin, journalEntry } from '../db/schema';

export type HabitRow = typeof habit.$inferSelect;
export type CheckinRow = typeof habitCheckin.$inferSelect;

/** A habit by id, whoever owns it: the habit policy (authorizeHabit) decides. */
export async function findHabit(db: Db, id: string): Promise<HabitRow | undefined> {
  const [row] = await db.select().from(habit).where(eq(habit.id, id));
  return row;
}

/** The user's habits, oldest first; archived ones only when asked for (then all of them). */
export function listHabits(
  db: Db,
  userId: string,
  { archived = false }: { archived?: boolean } = {},
): Promise<HabitRow[]> {
  return db
    .select()
    .from(habit)
    .where(and(eq(habit.userId, userId), archived ? undefined : isNull(habit.archivedAt)))
    .orderBy(asc(habit.createdAt), asc(habit.id));
}

/**
 * Every check-in of these habits, as the score and streaks need them, by
 * habit, oldest first. Read as one `date:status:amount` list per habit: the
 * embedded database spends more on each row it hands over than on the rows'
 * content, so three years of ten habits (~11,000 check-ins) arrive as ten
 * rows (PGlite, 6,000 check-ins: 12 ms instead of 30).
 */
export async function marksOfHabits(
  db: Db,
  habitIds: string[],
): Promise<Map<string, CheckinMark[]>> {
  const byHabit = new Map<string, CheckinMark[]>(habitIds.map((id) => [id, []]));
  if (habitIds.length === 0) return byHabit;
  const rows = await db
    .select({
      habitId: habitCheckin.habitId,
      marks: sql<string>`string_agg(to_char(${habitCheckin.date}, 'YYYY-MM-DD') || ':' || ${habitCheckin.status} || ':' || coalesce(${habitCheckin.amount}::text, ''), ',' order by ${habitCheckin.date})`,
    })
    .from(habitCheckin)
    .where(inArray(habitCheckin.habitId, habitIds))
    .groupBy(habitCheckin.habitId);
  for (const { habitId, marks } of rows)
    byHabit.set(
      habitId,
      marks.split(',').map((mark) => {
        const [date = '', status, amount = ''] = mark.split(':');
        return {
          date,
          status: status as CheckinStatus,
          amount: amount === '' ? null : Number(amount),
        };
      }),
    );
  return byHabit;
}

/** A habit's check-ins from `from` to `to` (both included), oldest first. */
export function checkinsBetween(
  db: Db,
  habitId: string,
  from: string,
  to: string,
): Promise<CheckinRow[]> {
  return db
    .select()
    .from(habitCheckin)
    .where(
      and(
        eq(habitCheckin.habitId, habitId),
        gte(habitCheckin.date, from),
        lte(habitCheckin.date, to),
      ),
    )
    .orderBy(asc(habitCheckin.date));
}

/** The user's check-ins of one day with their habit's name and colour (a journal day's view). */
export function checkinsOnDay(db: Db, userId: string, date: string) {
  return db
    .select({
      habitId: habitCheckin.habitId,
      habitName: habit.name,
      color: habit.color,
      date: habitCheckin.date,
      status: habitCheckin.status,
      note: habitCheckin.note,
      amount: habitCheckin.amount,
    })
    .from(habitCheckin)
    .innerJoin(habit, eq(habit.id, habitCheckin.habitId))
    .where(and(eq(habitCheckin.userId, userId), eq(habitCheckin.date, date)))
    .orderBy(asc(habit.createdAt), asc(habit.id));
}

/** The user's journal days that have a mood, oldest first (one aggregated row, as marksOfHabits). */
export async function moodByDay(db: Db, userId: string): Promise<{ date: string; mood: number }[]> {
  const [row] = await db
    .select({
      moods: sql<
        string | null
      >`string_agg(to_char(${journalEntry.date}, 'YYYY-MM-DD') || ':' || ${journalEntry.mood}::text, ',' order by ${journalEntry.date})`,
    })
    .from(journalEntry)
    .where(and(eq(journalEntry.userId, userId), isNotNull(journalEntry.mood)));
  if (!row?.moods) return [];
  return row.moods.split(',').map((day) => {
    const [date = '', mood = ''] = day.split(':');
    return { date, mood: Number(mood) };
  });
}

/**
 * A page of the user's check-ins with their habit's name, in (habit, date)
 * order after the given position: the CSV is written a page at a time.
 */
export function checkinExportPage(
  db: Db,
  userId: string,
  after: { habitId: string; date: string } | null,
  limit: number,
) {
  return db
    .select({
      habitId: habitCheckin.habitId,
      habitName: habit.name,
      date: habitCheckin.date,
      status: habitCheckin.status,
      amount: habitCheckin.amount,
      note: habitCheckin.note,
    })
    .from(habitCheckin)
    .innerJoin(habit, eq(habit.id, habitCheckin.habitId))
    .where(
      and(
        eq(habitCheckin.userId, userId),
        after
          ? or(
              gt(habitCheckin.habitId, after.habitId),
              and(eq(habitCheckin.habitId, after.habitId), gt(habitCheckin.date, after.date)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(habitCheckin.habitId), asc(habitCheckin.date))
    .limit(limit);
}
