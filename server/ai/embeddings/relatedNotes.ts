import type { RelatedNotesResponse } from '@common/schemas/ai';
import type { Database } from '../../db/client';
import { plainSnippet } from '../ask/askPrompt';
import { isAccountIndexed } from './indexStore';
import { vectorIndex } from './vectorIndex';
import { nearestNotes, noteVector } from './vectorSearch';

const RELATED_NOTES = 5;
/** Below this cosine similarity a note is not shown as related: a short list beats a noisy one. */
export const RELATED_SIMILARITY_FLOOR = 0.2;

/**
 * The user's live notes closest in meaning to this one (the mean of its
 * passages' vectors), best first, and whether the account's indexing has
 * caught up (if not, the list may still grow). No model call: only stored
 * vectors are compared.
 */
export async function relatedNotes(
  database: Database,
  model: string,
  userId: string,
  noteId: string,
): Promise<RelatedNotesResponse> {
  const vectors = vectorIndex(database);
  const dimensions = await vectors.dimensions(model);
  const vector =
    dimensions === null ? null : await noteVector(database.db, noteId, model, dimensions);
  const hits = vector
    ? await nearestNotes(
        database,
        await vectors.mode(),
        { userId, vector, model, excludeNoteId: noteId },
        { limit: RELATED_NOTES, floor: RELATED_SIMILARITY_FLOOR },
      )
    : [];
  return {
    notes: hits.map((hit) => ({
      id: hit.noteId,
      title: hit.title,
      snippet: plainSnippet(hit.text),
      score: Math.min(1, Math.max(0, hit.score)),
    })),
    indexed: await isAccountIndexed(database.db, userId, model, dimensions),
  };
}
