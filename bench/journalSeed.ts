/**
 * Seeds one account's journal and habits straight into the database, the rows
 * the app itself writes: a journal entry a day (a note of ~100 words built
 * with the app's own Yjs helpers, a mood, gratitude and the day's prompt) and
 * habits of every kind of schedule with a check-in history. Deterministic.
 */
import { randomUUID } from 'node:crypto';
import { addDays, isoWeekday } from '@common/dates/localDate';
import { dayTitle } from '@common/journal/dayTitle';
import type { HabitSchedule } from '@common/schemas/habits';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { habit, habitCheckin, journalEntry, journalSettings, note } from '../server/db/schema';
import { promptOfDay } from '../server/journal/writeJournalEntry';
import { createNoteDoc, encodeNoteDoc, projectNote } from '../server/notes/noteDocument';
import { benchNote } from './notes';

const BATCH = 500;

/** A small seeded generator (mulberry32), so every run seeds the same history. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** About 100 words of the bench's Markdown: whole blocks until the count is reached. */
function entryMarkdown(index: number): string {
  const blocks = benchNote(index).markdown.split('\n\n');
  const kept: string[] = [];
  let words = 0;
  for (const block of blocks.concat(benchNote(index + 100_000).markdown.split('\n\n'))) {
    if (words >= 100) break;
    kept.push(block);
    words += block.split(/\s+/).length;
  }
  return kept.join('\n\n');
}

const gratitudes = ['coffee', 'a long walk', 'a call with Mum', 'sunshine', 'a good book', 'rest'];

const habits: { name: string; color: string; schedule: HabitSchedule; limitAtMost?: number }[] = [
  { name: 'Read 20 pages', color: 'blue', schedule: { type: 'daily' } },
  { name: 'Meditate', color: 'violet', schedule: { type: 'daily' } },
  { name: 'Walk 8,000 steps', color: 'green', schedule: { type: 'daily' } },
  { name: 'No sugar', color: 'red', schedule: { type: 'daily' } },
  { name: 'Coffees', color: 'amber', schedule: { type: 'daily' }, limitAtMost: 2 },
  { name: 'Run', color: 'teal', schedule: { type: 'weekly', times: 3 } },
  { name: 'Gym', color: 'pink', schedule: { type: 'weekly', times: 2 } },
  { name: 'Call a friend', color: 'gray', schedule: { type: 'weekly', times: 1 } },
  { name: 'Piano', color: 'violet', schedule: { type: 'weekdays', days: [1, 3, 5] } },
  { name: 'Long ride', color: 'blue', schedule: { type: 'weekdays', days: [6, 7] } },
];

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH)
    await insert(rows.slice(start, start + BATCH));
}

/**
 * Writes `days` days of journal (ending today) and ten habits checked in over
 * the same days, with the journal's settings saved (UTC, so the screen does
 * not save the browser's zone on first open). Answers the counts.
 */
export async function seedJournal(db: Db, userId: string, today: string, days: number) {
  const first = addDays(today, 1 - days);
  await db.insert(journalSettings).values({ userId, timeZone: 'UTC' }).onConflictDoNothing();

  const next = random(42);
  const notes: (typeof note.$inferInsert)[] = [];
  const entries: (typeof journalEntry.$inferInsert)[] = [];
  for (let day = 0; day < days; day++) {
    const date = addDays(first, day);
    const doc = createNoteDoc({ title: dayTitle(date), markdown: entryMarkdown(day) });
    const id = randomUUID();
    const at = new Date(`${date}T21:00:00Z`);
    notes.push({
      id,
      userId,
      ydoc: encodeNoteDoc(doc),
      ...projectNote(doc),
      createdAt: at,
      updatedAt: at,
    });
    entries.push({
      noteId: id,
      userId,
      date,
      timeZone: 'UTC',
      mood: 1 + Math.floor(next() * 5),
      gratitude: [
        gratitudes[day % gratitudes.length] ?? 'rest',
        gratitudes[(day * 7) % 6] ?? 'tea',
      ],
      prompt: promptOfDay(userId, date),
      createdAt: at,
      updatedAt: at,
    });
  }
  await insertInBatches(notes, (batch) => db.insert(note).values(batch));
  await insertInBatches(entries, (batch) => db.insert(journalEntry).values(batch));

  const checkins: (typeof habitCheckin.$inferInsert)[] = [];
  for (const [index, spec] of habits.entries()) {
    const id = randomUUID();
    await db.insert(habit).values({
      id,
      userId,
      name: spec.name,
      color: spec.color,
      schedule: spec.schedule,
      limitAtMost: spec.limitAtMost ?? null,
      reminderTime: index % 3 === 0 ? '08:00' : null,
      createdAt: new Date(`${first}T08:00:00Z`),
    });
    const doneRate = spec.schedule.type === 'weekly' ? spec.schedule.times / 7 : 0.75;
    for (let day = 0; day < days; day++) {
      const date = addDays(first, day);
      if (spec.schedule.type === 'weekdays' && !spec.schedule.days.includes(isoWeekday(date)))
        continue;
      // The first habit is done today, so today's entry shows its habits.
      const roll = index === 0 && date === today ? 0.5 : next();
      if (roll < 0.03) checkins.push({ habitId: id, userId, date, status: 'skipped' });
      else if (roll < 0.03 + doneRate)
        checkins.push({
          habitId: id,
          userId,
          date,
          status: 'done',
          amount: spec.limitAtMost === undefined ? null : Math.floor(next() * 4),
          note: roll < 0.05 ? 'Felt good' : null,
        });
    }
  }
  await insertInBatches(checkins, (batch) => db.insert(habitCheckin).values(batch));
  await db.execute(sql`analyze notes, journal_entries, habits, habit_checkins`);
  return { entries: entries.length, habits: habits.length, checkins: checkins.length };
}
