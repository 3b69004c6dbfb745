import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attachment, habit, habitCheckin, journalEntry, note, tag } from '../db/schema';
import { tagsOfNotes } from '../notes/tags';
import type { ExportableNote } from './noteToMarkdownFile';

/** An upload as the export needs it: no bytes, only where they are. */
export interface ExportAttachment {
  id: string;
  mime: string;
  size: number;
  storageKey: string;
}

/** The user's uploads among these ids (another user's never). */
export function ownedAttachments(
  db: Db,
  userId: string,
  ids: string[],
): Promise<ExportAttachment[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: attachment.id,
      mime: attachment.mime,
      size: attachment.size,
      storageKey: attachment.storageKey,
    })
    .from(attachment)
    .where(and(eq(attachment.userId, userId), inArray(attachment.id, ids)));
}

/** A page of the user's uploads in id order, after `afterId`. */
export function attachmentPage(
  db: Db,
  userId: string,
  afterId: string,
  limit: number,
): Promise<ExportAttachment[]> {
  return db
    .select({
      id: attachment.id,
      mime: attachment.mime,
      size: attachment.size,
      storageKey: attachment.storageKey,
    })
    .from(attachment)
    .where(and(eq(attachment.userId, userId), gt(attachment.id, afterId)))
    .orderBy(asc(attachment.id))
    .limit(limit);
}

/**
 * A page of the user's notes outside the trash, in id order after `afterId`,
 * with their tag names: only the columns a note file needs (no Yjs document).
 */
export async function notePage(
  db: Db,
  userId: string,
  afterId: string,
  limit: number,
): Promise<ExportableNote[]> {
  const rows = await db
    .select({
      id: note.id,
      title: note.title,
      markdown: note.markdown,
      pinned: note.pinned,
      createdAt: note.createdAt,
      updatedAt: note.updatedAt,
    })
    .from(note)
    .where(and(eq(note.userId, userId), isNull(note.deletedAt), gt(note.id, afterId)))
    .orderBy(asc(note.id))
    .limit(limit);
  const tags = await tagsOfNotes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, tags: (tags.get(row.id) ?? []).map((each) => each.name) }));
}

/** The user's tags, name and colour, in name order. */
export function accountTags(db: Db, userId: string): Promise<{ name: string; color: string }[]> {
  return db
    .select({ name: tag.name, color: tag.color })
    .from(tag)
    .where(eq(tag.userId, userId))
    .orderBy(sql`lower(${tag.name})`);
}

/** What the account ZIP will hold: notes outside the trash, and every upload with its size. */
export async function exportSummary(db: Db, userId: string) {
  const [notes] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(note)
    .where(and(eq(note.userId, userId), isNull(note.deletedAt)));
  const [uploads] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${attachment.size}), 0)::bigint`,
    })
    .from(attachment)
    .where(eq(attachment.userId, userId));
  return {
    notes: notes?.count ?? 0,
    attachments: uploads?.count ?? 0,
    bytes: Number(uploads?.bytes ?? 0),
  };
}

/** A page of the user's journal entries in date order, after `afterDate` (one entry per date). */
export function journalPage(db: Db, userId: string, afterDate: string | null, limit: number) {
  return db
    .select({
      date: journalEntry.date,
      noteId: journalEntry.noteId,
      mood: journalEntry.mood,
      gratitude: journalEntry.gratitude,
      prompt: journalEntry.prompt,
      writtenLate: journalEntry.writtenLate,
      timeZone: journalEntry.timeZone,
    })
    .from(journalEntry)
    .where(
      and(
        eq(journalEntry.userId, userId),
        afterDate === null ? undefined : gt(journalEntry.date, afterDate),
      ),
    )
    .orderBy(asc(journalEntry.date))
    .limit(limit);
}

/** A page of the user's habits (archived ones too) in id order, after `afterId`. */
export function habitPage(db: Db, userId: string, afterId: string, limit: number) {
  return db
    .select()
    .from(habit)
    .where(and(eq(habit.userId, userId), gt(habit.id, afterId)))
    .orderBy(asc(habit.id))
    .limit(limit);
}

/** Every check-in of one habit, oldest first (at most one a day: a few thousand at most). */
export function checkinsOfHabit(db: Db, habitId: string) {
  return db
    .select({
      date: habitCheckin.date,
      status: habitCheckin.status,
      amount: habitCheckin.amount,
      note: habitCheckin.note,
    })
    .from(habitCheckin)
    .where(eq(habitCheckin.habitId, habitId))
    .orderBy(asc(habitCheckin.date));
}
