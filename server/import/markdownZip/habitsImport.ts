import { randomUUID } from 'node:crypto';
import type { HabitSchedule } from '@common/schemas/habits';
import { eq } from 'drizzle-orm';
import { habit, habitCheckin } from '../../db/schema';
import { failureReason, type ImportContext } from '../importedNotes';
import {
  habitsFileSchema,
  readExportJson,
  unreadableReason,
  type ExportedHabit,
} from './exportJsonFiles';
import type { ImportSource, SourceEntry } from './zipSource';

const CHECKINS_PER_INSERT = 500;

/** A schedule as one string, whatever the order of its keys or weekdays. */
function scheduleKey(schedule: HabitSchedule): string {
  if (schedule.type === 'weekly') return `weekly:${schedule.times}`;
  if (schedule.type === 'weekdays')
    return `weekdays:${[...schedule.days].sort((a, b) => a - b).join(',')}`;
  return 'daily';
}

const habitKey = (name: string, schedule: HabitSchedule) =>
  `${name.trim().toLowerCase()}\u0000${scheduleKey(schedule)}`;

/**
 * Re-creates the habits of an Inkling export (habits.json): name, colour,
 * schedule, limit, reminder, pauses, archived, created, and every check-in,
 * each habit in its own transaction with its check-ins. The file is read and
 * checked whole first: a bad file is one failed line and no habit.
 *
 * A rerun must not duplicate, but `import_items` can only point at notes
 * (its `note_id` is a required reference to `notes`), so a habit is not keyed
 * by its exported id: a habit of this user with the same name (ignoring case)
 * and the same schedule counts as already imported, and is left as it is
 * (its check-ins are not merged into it).
 */
export async function importHabitsFile(
  context: ImportContext,
  source: ImportSource,
  entry: SourceEntry,
): Promise<void> {
  const { report } = context;
  const totals = report.totals.habits;
  let habits: ExportedHabit[];
  try {
    habits = (await readExportJson(source, entry, habitsFileSchema)).habits;
  } catch (error) {
    report.add({
      source: entry.path,
      kind: 'file',
      status: 'failed',
      reason: `habits not restored: ${unreadableReason(context, error)}`,
    });
    return;
  }

  const owned = await context.db
    .select({ name: habit.name, schedule: habit.schedule })
    .from(habit)
    .where(eq(habit.userId, context.userId));
  const existing = new Set(owned.map((row) => habitKey(row.name, row.schedule)));

  const details: string[] = [];
  let created = 0;
  let already = 0;
  let failed = 0;
  for (const exported of habits) {
    const key = habitKey(exported.name, exported.schedule);
    if (existing.has(key)) {
      already++;
      details.push(`${exported.name}: already here (a habit of that name and schedule)`);
      continue;
    }
    try {
      await createHabitWithCheckins(context, exported);
      existing.add(key);
      created++;
      totals.checkins += exported.checkins.length;
    } catch (error) {
      failed++;
      details.push(`${exported.name}: not restored: ${failureReason(error, context.logger)}`);
    }
  }
  totals.in += habits.length;
  totals.imported += created;
  totals.alreadyImported += already;
  totals.failed += failed;

  const parts = [
    `${created} restored`,
    ...(already > 0 ? [`${already} already here`] : []),
    ...(failed > 0 ? [`${failed} not restored`] : []),
  ];
  report.add({
    source: entry.path,
    kind: 'file',
    status:
      failed > 0
        ? created > 0 || already > 0
          ? 'partial'
          : 'failed'
        : already > 0 && created === 0
          ? 'already-imported'
          : 'imported',
    reason: `${habits.length} ${habits.length === 1 ? 'habit' : 'habits'}: ${parts.join(', ')}`,
    details,
  });
}

/** One habit and its check-ins, all or nothing. */
async function createHabitWithCheckins(context: ImportContext, exported: ExportedHabit) {
  await context.db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.insert(habit).values({
      id,
      userId: context.userId,
      name: exported.name,
      color: exported.color,
      schedule: exported.schedule,
      limitAtMost: exported.limit?.atMost ?? null,
      reminderTime: exported.reminderTime,
      pauses: exported.pauses,
      archivedAt: exported.archivedAt === null ? null : new Date(exported.archivedAt),
      createdAt: new Date(exported.createdAt),
    });
    for (let start = 0; start < exported.checkins.length; start += CHECKINS_PER_INSERT) {
      await tx.insert(habitCheckin).values(
        exported.checkins.slice(start, start + CHECKINS_PER_INSERT).map((checkin) => ({
          habitId: id,
          userId: context.userId,
          date: checkin.date,
          status: checkin.status,
          amount: checkin.amount,
          note: checkin.note,
        })),
      );
    }
  });
}
