import type { LiveNotes } from '../../collab/collabServer';
import type { Db } from '../../db/client';
import { loadNoteDoc, projectNote } from '../../notes/noteDocument';
import { listTags } from '../../notes/tagQueries';
import { tagsOfNotes } from '../../notes/tags';
import { findOwnedNote } from '../../policies/note';
import type { NoteAiSource } from './noteActionMessages';

/**
 * The stored Markdown escapes every square bracket ("\[\[idea\]\]"): noise
 * to a model, which then copies it or trips on it. A bracket matters in
 * Markdown only as a link's "[text](url)" or a checklist's "[ ]", which the
 * serializer writes unescaped, so the escapes can go.
 */
const withoutBracketEscapes = (markdown: string) => markdown.replace(/\\([[\]])/g, '$1');

/**
 * One of the user's notes (outside the trash; any other is a 404) as it is
 * now: while an editor has it open, the live document, which may hold words
 * typed in the last second that the stored row does not have yet (as share
 * pages read it); else the stored projection.
 */
export async function readNoteForAi(
  db: Db,
  live: LiveNotes | undefined,
  userId: string,
  noteId: string,
): Promise<NoteAiSource & { id: string }> {
  const row = await findOwnedNote(db, userId, noteId);
  const tags = ((await tagsOfNotes(db, [row.id])).get(row.id) ?? []).map((tag) => tag.name);
  const state = live?.currentState?.(row.id);
  if (!state)
    return { id: row.id, title: row.title, markdown: withoutBracketEscapes(row.markdown), tags };
  const doc = loadNoteDoc(state);
  try {
    const { title, markdown } = projectNote(doc);
    return { id: row.id, title, markdown: withoutBracketEscapes(markdown), tags };
  } finally {
    doc.destroy();
  }
}

/** The user's tag names, most used first: what `tags` may suggest. */
export async function tagNamesOf(db: Db, userId: string): Promise<string[]> {
  const tags = await listTags(db, userId);
  return tags
    .toSorted((a, b) => b.noteCount - a.noteCount || a.name.localeCompare(b.name))
    .map((tag) => tag.name);
}
