/**
 * How close a word of the user's notes must be to a misspelled query word to
 * stand for it: pg_trgm similarity, 0–1 (server/search/vocabulary.ts). Search
 * filters with pg_trgm's `%` operator, which the vocabulary's trigram index
 * serves and which reads its threshold from the connection setting below:
 * every connection sets it (server/db/client.ts). 0.3 is pg_trgm's default,
 * set anyway so that a server's own default cannot change search: a swapped
 * pair of letters in a 7-letter word ("entorpy") is 0.33 from the word.
 */
const TYPO_SIMILARITY = 0.3;

export const searchSessionSetting = {
  name: 'pg_trgm.similarity_threshold',
  value: String(TYPO_SIMILARITY),
};
