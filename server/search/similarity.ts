/**
 * How close a word of the user's notes must be to a misspelled query word to
 * stand for it, when it is not a typo or two away (server/search/typoDistance.ts):
 * pg_trgm similarity, 0–1 (server/search/vocabulary.ts). 0.3
 * is pg_trgm's default: a swapped pair of letters in a 7-letter word
 * ("entorpy") is 0.33 from the word. Every connection also sets it as
 * pg_trgm's threshold (server/db/pgliteSetup.ts, server/db/postgresClient.ts),
 * so that a server's own default cannot change what `%` means anywhere.
 */
export const TYPO_SIMILARITY = 0.3;

export const searchSessionSetting = {
  name: 'pg_trgm.similarity_threshold',
  value: String(TYPO_SIMILARITY),
};
