import { and, asc, eq, lte } from 'drizzle-orm';
import * as Y from 'yjs';
import { rewriteNoteDocument, storeEditorDocument } from '../commands/noteWriter';
import type { Db } from '../db/client';
import { note, noteUpdate } from '../db/schema';

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
export async function applyLoggedUpdates(
  db: Db,
  noteId: string,
  doc: Y.Doc,
  origin?: unknown,
): Promise<number> {
  const rows = await db
    .select({ id: noteUpdate.id, update: noteUpdate.update })
    .from(noteUpdate)
    .where(eq(noteUpdate.noteId, noteId))
    .orderBy(asc(noteUpdate.id));
  if (rows.length > 0) Y.applyUpdate(doc, Y.mergeUpdates(rows.map((row) => row.update)), origin);
  return rows.at(-1)?.id ?? 0;
}

/**
 * Brings an open document up to what the database holds: the stored
 * document and the whole log, written there by other instances (a REST edit,
 * their editors' updates). Several instances sharing a note each keep it in
 * memory, and a store writes the whole document over the last: merged first,
 * no instance's store can drop what another wrote, nor delete log rows its
 * document lacks. Returns the last log id applied.
 */
export async function catchUpWithDatabase(
  db: Db,
  noteId: string,
  doc: Y.Doc,
  origin: unknown,
): Promise<number> {
  await catchUpWithStoredDocument(db, noteId, doc, origin);
  return applyLoggedUpdates(db, noteId, doc, origin);
}

/** Merges the note's stored document into the open one (what it already holds changes nothing). */
export async function catchUpWithStoredDocument(
  db: Db,
  noteId: string,
  doc: Y.Doc,
  origin: unknown,
): Promise<void> {
  const [row] = await db.select({ ydoc: note.ydoc }).from(note).where(eq(note.id, noteId));
  if (row) Y.applyUpdate(doc, row.ydoc, origin);
}

/**
 * Writes the document and its projection (through the note writer), and
 * deletes the log rows up to `coveredId` (all of them already in the
 * document), atomically. A trashed note is not written: the log keeps the
 * edits for its next load.
 */
export function storeDocument(
  db: Db,
  noteId: string,
  doc: Y.Doc,
  coveredId: number,
  { announce = true } = {},
) {
  return storeEditorDocument(db, noteId, doc, {
    alsoWrite: coveredId > 0 ? (tx) => deleteLoggedUpdates(tx, noteId, coveredId) : undefined,
    announce,
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
    await rewriteNoteDocument(db, noteId, 'editor', async (doc, tx) => {
      const coveredId = await applyLoggedUpdates(tx, noteId, doc);
      await deleteLoggedUpdates(tx, noteId, coveredId);
    });
  }
  return pending.length;
}

async function deleteLoggedUpdates(db: Db, noteId: string, coveredId: number) {
  await db
    .delete(noteUpdate)
    .where(and(eq(noteUpdate.noteId, noteId), lte(noteUpdate.id, coveredId)));
}
