import * as Y from 'yjs';
import { randomUUID } from 'node:crypto';
import type { CreateNote, UpdateNote } from '@common/schemas/notes';
import { and, eq } from 'drizzle-orm';
import { TITLE_FIELD } from '@common/editor/noteFields';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import {
  applyPreparedBody,
  encodeNoteDoc,
  loadNoteDoc,
  projectNote,
  setTitle,
  type NoteProjection,
  type PreparedBody,
} from '../notes/noteDocument';
import { parseUntrustedMarkdown } from '../markdown/markdownPool';
import { linkTagsByName } from '../notes/tags';
import type { LiveNotes } from '../collab/collabServer';
import type { NoteRow } from '../policies/note';

/**
 * Creates a note (its Yjs document, projection and tags); with tags, in one
 * transaction. Its Markdown is read off the event loop, within a budget
 * (413/422 past it: see server/markdown).
 */
export async function createNote(db: Db, userId: string, input: CreateNote): Promise<string> {
  const body = input.markdown ? await parseUntrustedMarkdown(input.markdown) : undefined;
  const doc = new Y.Doc();
  if (input.title) setTitle(doc, input.title);
  if (body) applyPreparedBody(doc, body);
  const id = randomUUID();
  const row = { id, userId, ydoc: encodeNoteDoc(doc), ...projectionOf(doc, body) };
  const tags = input.tags ?? [];
  if (tags.length === 0) {
    // One statement: no transaction needed (BEGIN and COMMIT would double the round trips).
    await db.insert(note).values(row);
    return id;
  }
  await db.transaction(async (tx) => {
    await tx.insert(note).values(row);
    await linkTagsByName(tx, userId, id, tags, { replace: false });
  });
  return id;
}

/** How often an edit is reapplied when another write changed the document in between. */
const MAX_ATTEMPTS = 5;

/**
 * Applies a REST edit. Title and Markdown go through the note's Yjs document,
 * the one source of truth, and the projection is rewritten from it.
 *
 * The document is written only if it is still the one the edit was applied
 * to (compare-and-set on `ydoc`); otherwise the edit is applied again to the
 * newer document. Two concurrent edits of one note (say, one of the title and
 * one of the body) both survive, with no lock and no extra round trip in the
 * usual case.
 */
export async function updateNote(
  db: Db,
  existing: NoteRow,
  patch: UpdateNote,
  live?: LiveNotes,
): Promise<void> {
  const values: Partial<typeof note.$inferInsert> = { updatedAt: new Date() };
  if (patch.pinned !== undefined) values.pinned = patch.pinned;
  const changesDoc = patch.title !== undefined || patch.markdown !== undefined;
  // Parsed once, before any document is touched: an edit past the budget changes nothing.
  const body =
    patch.markdown !== undefined ? await parseUntrustedMarkdown(patch.markdown) : undefined;
  const change = (doc: Y.Doc) => {
    if (patch.title !== undefined) setTitle(doc, patch.title);
    if (body) applyPreparedBody(doc, body);
  };

  // Open in an editor: change the live document, which every editor sees at once.
  const liveState =
    changesDoc && live ? await live.applyIfOpen(existing.id, existing.userId, change) : null;

  const write = async (tx: Db) => {
    if (!changesDoc) {
      await tx.update(note).set(values).where(eq(note.id, existing.id));
      return;
    }
    if (liveState) {
      const doc = loadNoteDoc(liveState);
      await tx
        .update(note)
        .set({ ...values, ydoc: encodeNoteDoc(doc), ...projectionOf(doc, body) })
        .where(eq(note.id, existing.id));
      return;
    }
    let base = existing.ydoc;
    for (let attempt = 1; ; attempt++) {
      const doc = loadNoteDoc(base);
      change(doc);
      const written = await tx
        .update(note)
        .set({ ...values, ydoc: encodeNoteDoc(doc), ...projectionOf(doc, body) })
        .where(and(eq(note.id, existing.id), eq(note.ydoc, base)))
        .returning({ id: note.id });
      if (written.length > 0) return;
      const [current] = await tx
        .select({ ydoc: note.ydoc })
        .from(note)
        .where(eq(note.id, existing.id));
      // Deleted for good in between: nothing left to edit.
      if (!current) return;
      if (attempt >= MAX_ATTEMPTS)
        throw new Error(`note ${existing.id}: too many concurrent edits`);
      base = current.ydoc;
    }
  };

  if (!patch.tags) {
    await write(db);
    return;
  }
  const tags = patch.tags;
  await db.transaction(async (tx) => {
    await write(tx);
    await linkTagsByName(tx, existing.userId, existing.id, tags, { replace: true });
  });
}

/**
 * The note's projection: with a body the Markdown thread prepared, its
 * figures and the document's title, without walking a large body again on
 * the event loop.
 */
function projectionOf(doc: Y.Doc, body: PreparedBody | undefined): NoteProjection {
  if (!body?.projection) return projectNote(doc);
  return { ...body.projection, title: doc.getText(TITLE_FIELD).toJSON() };
}
