import type * as Y from 'yjs';
import { randomUUID } from 'node:crypto';
import type { CreateNote, UpdateNote } from '@common/schemas/notes';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import {
  createNoteDoc,
  encodeNoteDoc,
  loadNoteDoc,
  projectNote,
  replaceBody,
  setTitle,
} from '../notes/noteDocument';
import { ensureTags, setNoteTags } from '../notes/tags';
import type { LiveNotes } from '../collab/collabServer';
import type { NoteRow } from '../policies/note';

/** Creates a note (its Yjs document, projection and tags) in one transaction. */
export async function createNote(db: Db, userId: string, input: CreateNote): Promise<string> {
  const doc = createNoteDoc({ title: input.title ?? '', markdown: input.markdown ?? '' });
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(note).values({ id, userId, ydoc: encodeNoteDoc(doc), ...projectNote(doc) });
    if (input.tags) {
      const tags = await ensureTags(tx, userId, input.tags);
      await setNoteTags(
        tx,
        id,
        tags.map((t) => t.id),
      );
    }
  });
  return id;
}

/**
 * Applies a REST edit. Title and Markdown go through the note's Yjs document,
 * the one source of truth, and the projection is rewritten from it.
 */
export async function updateNote(
  db: Db,
  existing: NoteRow,
  patch: UpdateNote,
  live?: LiveNotes,
): Promise<void> {
  const values: Partial<typeof note.$inferInsert> = { updatedAt: new Date() };
  if (patch.title !== undefined || patch.markdown !== undefined) {
    const change = (doc: Y.Doc) => {
      if (patch.title !== undefined) setTitle(doc, patch.title);
      if (patch.markdown !== undefined) replaceBody(doc, patch.markdown);
    };
    // Open in an editor: change the live document, which every editor sees at once.
    const liveState = live ? await live.applyIfOpen(existing.id, existing.userId, change) : null;
    const doc = loadNoteDoc(liveState ?? existing.ydoc);
    if (!liveState) change(doc);
    Object.assign(values, { ydoc: encodeNoteDoc(doc), ...projectNote(doc) });
  }
  await db.transaction(async (tx) => {
    if (patch.pinned !== undefined) values.pinned = patch.pinned;
    await tx.update(note).set(values).where(eq(note.id, existing.id));
    if (patch.tags) {
      const tags = await ensureTags(tx, existing.userId, patch.tags);
      await setNoteTags(
        tx,
        existing.id,
        tags.map((t) => t.id),
      );
    }
  });
}
