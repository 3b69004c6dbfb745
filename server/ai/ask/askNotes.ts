import type { AskResponse } from '@common/schemas/ai';
import type { Database } from '../../db/client';
import type { AiProvider } from '../aiProvider';
import { vectorIndex } from '../embeddings/vectorIndex';
import { embedQuery, nearestPassages, type PassageHit } from '../embeddings/vectorSearch';
import { askMessages, NOT_FOUND_ANSWER, readAnswer, type AskPassage } from './askPrompt';

/** Passages the model reads, and how many of them one note may give. */
const PASSAGES = 6;
const PASSAGES_PER_NOTE = 2;
/**
 * Below this cosine similarity a passage is not worth the model's reading.
 * Kept low: embedding models differ in how similar unrelated texts look, and
 * the model itself says when the passages do not answer.
 */
export const ASK_SIMILARITY_FLOOR = 0.1;

/** The best passages, no note giving more than PASSAGES_PER_NOTE of them. */
function choosePassages(hits: PassageHit[]): AskPassage[] {
  const perNote = new Map<string, number>();
  const chosen: AskPassage[] = [];
  for (const hit of hits) {
    const count = perNote.get(hit.noteId) ?? 0;
    if (count >= PASSAGES_PER_NOTE) continue;
    perNote.set(hit.noteId, count + 1);
    chosen.push({ noteId: hit.noteId, title: hit.title, text: hit.text });
    if (chosen.length >= PASSAGES) break;
  }
  return chosen;
}

/**
 * Answers a question from the user's own notes only (never trashed ones, never
 * another user's): the question is embedded, the nearest passages of the
 * user's notes go to the chat model with the instruction to answer only from
 * them and cite them, and the answer comes back with its citations. When no
 * passage is near enough, or the model says the passages do not answer, the
 * answer says the notes do not say (`found: false`).
 */
export async function askNotes(
  database: Database,
  ai: AiProvider,
  userId: string,
  question: string,
  signal?: AbortSignal,
): Promise<AskResponse> {
  const { vector, model } = await embedQuery(database, ai, question, signal);
  const hits = await nearestPassages(
    database,
    await vectorIndex(database).mode(),
    { userId, vector, model },
    { limit: PASSAGES * 4, floor: ASK_SIMILARITY_FLOOR },
  );
  const passages = choosePassages(hits);
  if (passages.length === 0) return { answer: NOT_FOUND_ANSWER, citations: [], found: false };
  const answer = await ai.chat(askMessages(question, passages), {
    signal,
    temperature: 0,
    maxTokens: 800,
  });
  return readAnswer(answer, passages);
}
