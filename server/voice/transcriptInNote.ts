import type { JSONContent } from '@tiptap/core';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { LiveNotes } from '../collab/collabServer';
import { rewriteNoteDocument } from '../commands/noteWriter';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import { loadNoteDoc } from '../notes/noteDocument';
import { hasAudio, insertTranscript } from './transcriptWriter';

/** How long the transcript waits for its player to reach the note (the editor may still be sending it). */
export interface PlacementWait {
  attempts: number;
  delayMs: number;
}

export const defaultPlacementWait: PlacementWait = { attempts: 5, delayMs: 2000 };

/**
 * Writes the transcript into its note, right below the player of
 * `attachmentId`: through the live document when an editor has the note
 * open (every device sees it arrive), else into the stored document. When
 * the player is not there yet, it waits and looks again; at the last
 * attempt it appends the transcript at the end instead. `alsoWrite` runs
 * once it is written (in the note's transaction when stored). Answers false
 * when the note no longer exists.
 */
export async function writeTranscriptIntoNote(
  db: Db,
  liveNotes: LiveNotes | undefined,
  target: { noteId: string; userId: string; attachmentId: string },
  paragraphs: JSONContent[],
  { wait, alsoWrite }: { wait: PlacementWait; alsoWrite: (db: Db) => Promise<void> },
): Promise<boolean> {
  const { noteId, userId } = target;
  const src = `/api/attachments/${target.attachmentId}`;
  if (paragraphs.length === 0) {
    await alsoWrite(db);
    return true;
  }
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= wait.attempts;
    let wrote = false;
    const live = await liveNotes?.applyIfOpen(noteId, userId, (doc) => {
      wrote = insertTranscript(doc, src, paragraphs, { orAppend: last });
    });
    if (live && wrote) {
      await alsoWrite(db);
      return true;
    }
    if (!live) {
      const stored = await storedDocument(db, noteId);
      if (!stored) return false;
      if (last || hasAudio(loadNoteDoc(stored), src)) {
        await rewriteNoteDocument(db, noteId, 'ai', async (doc, tx) => {
          wrote = insertTranscript(doc, src, paragraphs, { orAppend: true });
          if (wrote) await alsoWrite(tx);
        });
        if (!wrote) return (await storedDocument(db, noteId)) !== null;
        await mergeIntoLiveDocument(db, liveNotes, noteId, userId);
        return true;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, wait.delayMs));
  }
}

async function storedDocument(db: Db, noteId: string): Promise<Uint8Array | null> {
  const [row] = await db.select({ ydoc: note.ydoc }).from(note).where(eq(note.id, noteId));
  return row?.ydoc ?? null;
}

/**
 * An editor that opened the note while it was being rewritten (or is opening
 * it now) loaded the body before the transcript: the stored document is
 * merged into the live one (merging what it already holds changes nothing),
 * so its editors see the transcript now rather than at their next store.
 */
async function mergeIntoLiveDocument(
  db: Db,
  liveNotes: LiveNotes | undefined,
  noteId: string,
  userId: string,
) {
  if (!liveNotes) return;
  const stored = await storedDocument(db, noteId);
  if (stored) await liveNotes.applyIfOpen(noteId, userId, (doc) => Y.applyUpdate(doc, stored));
}
