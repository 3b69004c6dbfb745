import { TITLE_FIELD } from '@common/editor/noteFields';
import type { JSONContent } from '@tiptap/core';
import type { LiveNotes } from '../collab/collabServer';
import { bodyJson, loadNoteDoc } from '../notes/noteDocument';

/** A shared note as its page shows it. */
export interface SharedNote {
  title: string;
  body: JSONContent;
}

/**
 * The note as it is now: the open document when someone is editing it (it
 * may hold words not stored yet), else the stored one.
 */
export function readSharedNote(
  noteId: string,
  stored: Uint8Array,
  live: LiveNotes | undefined,
): SharedNote {
  const doc = loadNoteDoc(live?.currentState?.(noteId) ?? stored);
  const note = { title: doc.getText(TITLE_FIELD).toJSON(), body: bodyJson(doc) };
  doc.destroy();
  return note;
}
