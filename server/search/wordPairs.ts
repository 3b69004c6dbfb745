import type { Expansion } from './vocabulary';

/**
 * The most pairs one position of a phrase may stand for (the words ending
 * with its first piece times the words starting with the next one). Past it
 * the phrase is checked on the text alone.
 */
export const MAX_PAIRS_PER_POSITION = 256;

/** A word as word_pair_hashes (migrations 0019, 0025) cuts text: letters and digits only, 64 at most. */
const PLAIN_WORD = /^[\p{L}\p{N}]{1,64}$/u;

/**
 * What notes_word_pairs_idx must hold for a note to contain a phrase: for
 * each two neighbouring pieces of the term, one pair "left right" of the
 * note's neighbouring words, from a list. The first piece may end a longer
 * word and the last begin one ("are writ" is in "compare writes"), so their
 * lists come from the words they stand for; pieces between are whole words.
 *
 * Undefined when pairs cannot decide: a single piece, a first or last piece
 * too common to list, a misspelled one (its close words are not in the
 * text), or one whose words hold punctuation ("3.14", "e-mail"), which the
 * database's pairs cut differently from the vocabulary's words, or are
 * longer than the 64 letters a paired word may have.
 */
export function phrasePairs(
  pieces: readonly string[],
  expansionOf: (piece: string) => Expansion,
): string[][] | undefined {
  if (pieces.length < 2) return undefined;
  const wordsOf = (piece: string, fits: (word: string) => boolean) => {
    const expansion = expansionOf(piece);
    if (!expansion || expansion.typos || !expansion.words.every((word) => PLAIN_WORD.test(word)))
      return undefined;
    return expansion.words.filter(fits);
  };
  const first = pieces[0] ?? '';
  const last = pieces.at(-1) ?? '';
  const lefts = wordsOf(first, (word) => word.endsWith(first));
  const rights = wordsOf(last, (word) => word.startsWith(last));
  if (!lefts || !rights || !pieces.every((piece) => PLAIN_WORD.test(piece))) return undefined;

  const positions: string[][] = [];
  for (let at = 0; at + 1 < pieces.length; at++) {
    const left = at === 0 ? lefts : [pieces[at] ?? ''];
    const right = at + 2 === pieces.length ? rights : [pieces[at + 1] ?? ''];
    if (left.length * right.length > MAX_PAIRS_PER_POSITION) return undefined;
    positions.push(left.flatMap((l) => right.map((r) => `${l} ${r}`)));
  }
  return positions;
}
