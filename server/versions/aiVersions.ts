import type { NoteAiAction, NoteAiRequest } from '@common/schemas/ai';
import type { LiveNotes } from '../collab/collabServer';
import type { Db } from '../db/client';
import { saveCurrentVersion } from './versionStore';

/** The in-note actions whose accepted answer replaces the note's own text (or its title). */
const rewrites = new Set<NoteAiAction>(['improve', 'fix-grammar', 'translate', 'title']);

/**
 * A version before an AI rewrite. The editor puts an accepted answer in
 * itself (app/scenes/Note/ai), so the last moment the server sees is the
 * request: the note as it is then is saved (source 'ai') for the actions
 * that replace text, unless the newest version already holds that text (a
 * rewrite asked for again, after Try again or Discard).
 */
export async function saveVersionBeforeAiRewrite(
  db: Db,
  live: LiveNotes | undefined,
  request: Pick<NoteAiRequest, 'action'>,
  target: { noteId: string; userId: string },
): Promise<void> {
  if (!rewrites.has(request.action)) return;
  await saveCurrentVersion(db, live, { ...target, source: 'ai' }, { unlessUnchanged: true });
}
