import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { LiveNotes } from '../collab/collabServer';
import { applyLoggedUpdates } from '../collab/updateLog';
import { rewriteNoteDocument } from '../commands/noteWriter';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import { loadNoteDoc } from '../notes/noteDocument';
import { restoreInto } from './versionDocument';
import { insertVersion } from './versionStore';

/**
 * Restores a version as a forward change. The note as it is now is saved
 * first (a 'restore' version); then its document is changed to hold the
 * version's text (restoreInto: only the blocks that differ): the live
 * document when an editor has the note open, so every device sees it at
 * once and the store writes title, Markdown and search text; else the
 * stored document, through the note writer. Nothing is rewound: a device
 * that was offline merges its later edits on top of the restore.
 */
export async function restoreVersion(
  db: Db,
  live: LiveNotes | undefined,
  target: { noteId: string; userId: string },
  versionDoc: Uint8Array,
): Promise<void> {
  const version = loadNoteDoc(versionDoc);
  const before = { ...target, source: 'restore' as const };
  const open = live?.currentState?.(target.noteId);
  if (open && live) {
    await insertVersion(db, before, loadNoteDoc(open));
    const applied = await live.applyIfOpen(target.noteId, target.userId, (doc) =>
      restoreInto(doc, version),
    );
    if (applied) return;
  }
  // Not open (or closed in between): the stored document with any logged edit, under a row lock.
  await rewriteNoteDocument(db, target.noteId, 'restore', async (doc, tx) => {
    await applyLoggedUpdates(tx, target.noteId, doc);
    if (!open) await insertVersion(tx, before, doc);
    restoreInto(doc, version);
  });
  await mergeIntoLiveDocument(db, live, target);
}

/**
 * An editor that opened the note while it was being rewritten loaded the
 * document before the restore, and its next store would drop it: the stored
 * document is merged into the live one (what it already holds changes nothing).
 */
async function mergeIntoLiveDocument(
  db: Db,
  live: LiveNotes | undefined,
  { noteId, userId }: { noteId: string; userId: string },
) {
  if (!live?.currentState?.(noteId)) return;
  const [row] = await db.select({ ydoc: note.ydoc }).from(note).where(eq(note.id, noteId));
  if (row) await live.applyIfOpen(noteId, userId, (doc) => Y.applyUpdate(doc, row.ydoc));
}
