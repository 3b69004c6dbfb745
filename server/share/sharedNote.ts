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
 * The note's document as it is now: the open editor's when someone is
 * editing it (it may hold words not stored yet), else the stored one.
 */
export const sharedNoteState = (
  noteId: string,
  stored: Uint8Array,
  live: LiveNotes | undefined,
): Uint8Array => live?.currentState?.(noteId) ?? stored;

/** The title and body of a note's document state. */
export function readSharedNote(state: Uint8Array): SharedNote {
  const doc = loadNoteDoc(state);
  const note = { title: doc.getText(TITLE_FIELD).toJSON(), body: bodyJson(doc) };
  doc.destroy();
  return note;
}
