/**
 * Seeds a user's notes straight into the database, in batches: the same rows
 * the app writes (Yjs document, title, Markdown, plain text, excerpt, word
 * count, tags), built with the app's own helpers, without the HTTP round trip.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { note, noteTag, tag } from '../server/db/schema';
import { createNoteDoc, encodeNoteDoc, projectNote } from '../server/notes/noteDocument';
import { benchNote, TAG_NAMES } from './notes';

const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes notes 0 … count-1 for the user, spread over the last three years, and returns their ids. */
export async function seedNotes(db: Db, userId: string, count: number): Promise<string[]> {
  const tags = await db
    .insert(tag)
    .values(TAG_NAMES.map((name) => ({ id: randomUUID(), userId, name })))
    .returning({ id: tag.id, name: tag.name });
  const tagIds = new Map(tags.map((t) => [t.name, t.id]));

  // Bulk-load practice: build the secondary indexes once, after the rows, rather than
  // maintaining them row by row (the trigram ones dominate the cost). Same indexes after.
  // Both drivers answer { rows }.
  // An index's statistics targets (migration 0021) go with it: they are set again after.
  const result: unknown = await db.execute(sql`
      select indexname as name, indexdef as definition,
        (select coalesce(json_agg(json_build_object('column', a.attnum, 'target', a.attstattarget)), '[]')
          from pg_attribute a
          where a.attrelid = format('%I.%I', schemaname, indexname)::regclass
            and a.attstattarget >= 0) as targets
      from pg_indexes
      where schemaname = 'public' and tablename in ('notes', 'note_tags', 'note_words')
        and indexname not in (select conname from pg_constraint)`);
  const indexes = (
    result as {
      rows: { name: string; definition: string; targets: { column: number; target: number }[] }[];
    }
  ).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  // The search vocabulary likewise: filled once from all the rows after the load (as the
  // migration that made it does) instead of by the insert trigger, batch by batch.
  await db.execute(sql`alter table notes disable trigger note_words_insert`);

  const ids: string[] = [];
  const now = Date.now();
  const span = 3 * 365 * DAY_MS;
  let building = 0;
  let inserted = 0;
  for (let start = 0; start < count; start += BATCH) {
    const batchStarted = performance.now();
    const notes: (typeof note.$inferInsert)[] = [];
    const links: (typeof noteTag.$inferInsert)[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const content = benchNote(i);
      const doc = createNoteDoc(content);
      const id = randomUUID();
      const createdAt = new Date(now - span + Math.floor((span * i) / count));
      // Most notes were last touched soon after they were written; some much later.
      const updatedAt = new Date(
        Math.min(now, createdAt.getTime() + (i % 10 === 0 ? (i % 97) * DAY_MS : (i % 7) * 60_000)),
      );
      notes.push({
        id,
        userId,
        ydoc: encodeNoteDoc(doc),
        ...projectNote(doc),
        createdAt,
        updatedAt,
      });
      for (const name of content.tags) {
        const tagId = tagIds.get(name);
        if (tagId) links.push({ noteId: id, tagId });
      }
      ids.push(id);
    }
    building += performance.now() - batchStarted;
    const inserting = performance.now();
    await db.insert(note).values(notes);
    if (links.length > 0) await db.insert(noteTag).values(links);
    inserted += performance.now() - inserting;
  }
  const indexing = performance.now();
  await db.execute(sql`alter table notes enable trigger note_words_insert`);
  await db.execute(sql`insert into note_words (user_id, word)
    select distinct ${userId}, unnest(tsvector_to_array(search_vector)) from notes
    where user_id = ${userId} on conflict do nothing`);
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  for (const index of indexes) {
    await db.execute(sql.raw(index.definition));
    for (const { column, target } of index.targets)
      await db.execute(
        sql.raw(`alter index "${index.name}" alter column ${column} set statistics ${target}`),
      );
  }
  // PostgreSQL's autovacuum would gather statistics after a bulk load like this within a
  // minute; do it now so the first measurement does not depend on when it runs.
  await db.execute(sql`analyze notes, note_tags, tags, note_words`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `  rows built in ${seconds(building)}, inserted in ${seconds(inserted)}, ` +
      `indexed and analysed in ${seconds(performance.now() - indexing)}`,
  );
  return ids;
}
