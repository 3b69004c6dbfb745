import type { SearchQuery } from '@common/schemas/notes';
import type { AiProvider } from '../ai/aiProvider';
import { vectorIndex } from '../ai/embeddings/vectorIndex';
import { embedQuery, nearestNotes } from '../ai/embeddings/vectorSearch';
import type { Database } from '../db/client';
import { parseQuery } from './parseQuery';
import { searchNotes, type SearchHit } from './searchNotes';
import { buildSnippet } from './snippet';

/**
 * Below this cosine similarity a note is not a match by meaning. Low on
 * purpose: models differ in how alike unrelated texts look, and results are
 * ranked anyway; it drops what shares nothing with the query.
 */
export const SEMANTIC_SIMILARITY_FLOOR = 0.1;
/** Reciprocal rank fusion's constant (Cormack et al.): ranks past the first few count for less and less. */
const RRF_K = 60;
/** How deep each list is read before fusing. */
const FUSION_DEPTH = 50;

/**
 * The user's notes closest in meaning to the search box's text (the query is
 * embedded as a whole; `tag` and `-excluded` words still filter), each with
 * its closest passage as the snippet: escaped HTML, the query's words marked
 * where they occur, as full-text snippets are.
 */
export async function semanticSearch(
  database: Database,
  ai: AiProvider,
  userId: string,
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  const parsed = parseQuery(query.q);
  const { vector, model } = await embedQuery(database, ai, query.q, signal);
  const hits = await nearestNotes(
    database,
    await vectorIndex(database).mode(),
    { userId, vector, model, tag: query.tag, excludeWords: parsed.exclude },
    { limit: query.limit, floor: SEMANTIC_SIMILARITY_FLOOR },
  );
  return hits.map((hit) => ({
    id: hit.noteId,
    title: hit.title,
    snippet: buildSnippet(hit.text, parsed.include),
    updatedAt: hit.updatedAt,
  }));
}

/**
 * Full text and meaning merged by reciprocal rank: a note scores the sum of
 * 1 / (60 + its rank) over the lists it is in, so one found both ways ranks
 * above one found either way at a similar place. The snippet is the full-text
 * one when the words matched (it marks them), else the closest passage.
 */
export async function hybridSearch(
  database: Database,
  ai: AiProvider,
  userId: string,
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  const deep = { ...query, limit: FUSION_DEPTH };
  const byMeaning = await semanticSearch(database, ai, userId, deep, signal);
  const byWords = await searchNotes(database, userId, deep);
  const fused = new Map<string, { hit: SearchHit; score: number }>();
  for (const list of [byWords, byMeaning])
    list.forEach((hit, index) => {
      const entry = fused.get(hit.id);
      const score = 1 / (RRF_K + index + 1);
      if (entry) entry.score += score;
      else fused.set(hit.id, { hit, score });
    });
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || b.hit.updatedAt.getTime() - a.hit.updatedAt.getTime())
    .slice(0, query.limit)
    .map(({ hit }) => hit);
}
