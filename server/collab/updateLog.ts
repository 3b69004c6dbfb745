import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../db/client';
import { note, noteUpdate } from '../db/schema';
import { encodeNoteDoc, loadNoteDoc, projectNote } from '../notes/noteDocument';

/**
 * The durable side of live editing. Each update a client sends is appended
 * to `note_updates` before the server acknowledges it; the note's document
 * is the stored `notes.ydoc` merged with its log; storing the document writes
 * the merge and deletes the log rows it covers, in one transaction. A crash
 * between two stores loses nothing the editor was told was saved.
 */

/** Appends an update to the note's log; returns its id once the row is committed. */
export async function appendUpdate(db: Db, noteId: string, update: Uint8Array): Promise<number> {
  const [row] = await db
    .insert(noteUpdate)
    .values({ noteId, update })
    .returning({ id: noteUpdate.id });
  if (!row) throw new Error(`note ${noteId}: update not logged`);
  return row.id;
}

/** Applies the note's logged updates to the document; returns the last id applied (0 for none). */
export async function applyLoggedUpdates(db: Db, noteId: string, doc: Y.Doc): Promise<number> {
  const rows = await db
    .select({ id: noteUpdate.id, update: noteUpdate.update })
    .from(noteUpdate)
    .where(eq(noteUpdate.noteId, noteId))
    .orderBy(asc(noteUpdate.id));
  if (rows.length > 0) Y.applyUpdate(doc, Y.mergeUpdates(rows.map((row) => row.update)));
  return rows.at(-1)?.id ?? 0;
}

/**
 * Writes the document and its projection, and deletes the log rows up to
 * `coveredId` (all of them already in the document), atomically.
 */
export async function storeDocument(db: Db, noteId: string, doc: Y.Doc, coveredId: number) {
  const values = { ydoc: encodeNoteDoc(doc), ...projectNote(doc), updatedAt: new Date() };
  await db.transaction(async (tx) => {
    const stored = await tx
      .update(note)
      .set(values)
      .where(and(eq(note.id, noteId), isNull(note.deletedAt)))
      .returning({ id: note.id });
    // Trashed meanwhile: the log keeps the edits for the note's next load.
    if (stored.length > 0 && coveredId > 0)
      await tx
        .delete(noteUpdate)
        .where(and(eq(noteUpdate.noteId, noteId), lte(noteUpdate.id, coveredId)));
  });
}

/**
 * Merges every note's leftover log into the note (after a crash, before the
 * server takes requests), so REST reads and writes see those edits too.
 * Returns how many notes it merged.
 */
export async function mergeLeftoverUpdates(db: Db): Promise<number> {
  const pending = await db.selectDistinct({ noteId: noteUpdate.noteId }).from(noteUpdate);
  for (const { noteId } of pending) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ydoc: note.ydoc })
        .from(note)
        .where(eq(note.id, noteId))
        .for('update');
      if (!row) return;
      const doc = loadNoteDoc(row.ydoc);
      const coveredId = await applyLoggedUpdates(tx, noteId, doc);
      await tx
        .update(note)
        .set({ ydoc: encodeNoteDoc(doc), ...projectNote(doc) })
        .where(eq(note.id, noteId));
      await tx
        .delete(noteUpdate)
        .where(and(eq(noteUpdate.noteId, noteId), lte(noteUpdate.id, coveredId)));
    });
  }
  return pending.length;
}
