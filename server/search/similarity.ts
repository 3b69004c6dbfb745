/**
 * How close a mistyped title must be to the query: pg_trgm word similarity,
 * 0–1. Search filters with pg_trgm's `<%` operator, which the title's trigram
 * index serves and which reads its threshold from the connection setting
 * below: every connection sets it (server/db/client.ts).
 */
const TITLE_TYPO_SIMILARITY = 0.45;

export const searchSessionSetting = {
  name: 'pg_trgm.word_similarity_threshold',
  value: String(TITLE_TYPO_SIMILARITY),
};
