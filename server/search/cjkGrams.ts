/**
 * Han, Hiragana and Katakana: scripts written without spaces. Must stay the
 * character class of the database's cjk_grams (migration 0018_cjk_grams).
 */
const CJK_CHARACTERS = '\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff';
const CJK_RUN = new RegExp(`[${CJK_CHARACTERS}]+`, 'gu');

/** A term written in those scripts alone (no case: found by a plain search of the text). */
export const CJK_ONLY = new RegExp(`^[${CJK_CHARACTERS}]+$`, 'u');

/**
 * What notes_cjk_grams_idx must hold for a note to contain a search term:
 * each Chinese or Japanese run of the term as its pairs of neighbouring
 * characters (a single character as itself). The database lists every
 * character and every pair of a note's runs, so a note containing the term
 * holds them all; the text check then confirms the order. Empty when the
 * term has no such characters.
 */
export function cjkGramsOf(term: string): string[] {
  const grams = new Set<string>();
  for (const [run] of term.matchAll(CJK_RUN)) {
    const characters = [...run];
    if (characters.length === 1) grams.add(run);
    for (let at = 0; at + 1 < characters.length; at++)
      grams.add(`${characters[at]}${characters[at + 1]}`);
  }
  return [...grams];
}
