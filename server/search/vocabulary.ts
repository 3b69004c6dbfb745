import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noteWord } from '../db/schema';
import { CJK_ONLY } from './cjkGrams';
import { escapeLike, likePattern } from './parseQuery';
import { TYPO_SIMILARITY } from './similarity';
import { typoDistance, typoEditsAllowed } from './typoDistance';

/**
 * How many of the user's words a piece of a query may stand for. Past it the
 * piece is common (a letter or two, a syllable found in hundreds of words):
 * it is left out of the full-text query and checked on the text instead, and
 * the notes it is found in are many, so the most recent ones come quickly.
 */
export const MAX_WORDS_PER_PIECE = 64;

/** How many close words a misspelled piece stands for, the closest first. */
const TYPO_WORDS = 4;

/**
 * How many words sharing a trigram with a misspelled piece are weighed at most, the most
 * similar first: a bound on a vocabulary of many thousand words starting with its letter.
 */
const TYPO_CANDIDATES = 256;

/**
 * The user's words a piece of the query stands for: every word containing it
 * (the word itself, words it begins, words it is inside), or, when none
 * does, the few closest words (typos); `undefined` when there are more than
 * MAX_WORDS_PER_PIECE words containing it, or a Chinese or Japanese piece is inside
 * several: a run of those scripts is one word, so the text alone decides, through
 * notes_cjk_grams_idx. (As a query of many rare words, the planner expected such a piece in
 * 7 % of 10,000 notes and read all of them: 咖啡 in 47 runs, 64 ms for 38 notes.)
 */
export type Expansion = { words: string[]; typos: boolean } | undefined;

/**
 * The pieces of a search term the way the full-text parser cuts text into
 * words: runs of letters (any script, marks included) and digits. "e-mail"
 * gives "e" and "mail", "会議メモ" one piece.
 */
export function piecesOf(term: string): string[] {
  return term.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** Looks every piece up in the user's vocabulary (note_words): one query, plus one for typos. */
export async function expandPieces(
  db: Db,
  userId: string,
  pieces: readonly string[],
): Promise<Map<string, Expansion>> {
  const expansions = new Map<string, Expansion>();
  if (pieces.length === 0) return expansions;
  // One statement for all pieces: on PGlite every round trip costs.
  const containing = pieces.map(
    (piece, index) =>
      sql`(select ${index}::int as piece, ${noteWord.word} as word from ${noteWord}
        where ${and(eq(noteWord.userId, userId), ilike(noteWord.word, likePattern(piece)))}
        limit ${MAX_WORDS_PER_PIECE + 1})`,
  );
  const result: unknown = await db.execute(sql.join(containing, sql` union all `));
  const found = pieces.map((): string[] => []);
  for (const row of (result as { rows: { piece: number; word: string }[] }).rows)
    found[row.piece]?.push(row.word);

  const missing: string[] = [];
  pieces.forEach((piece, index) => {
    const words = found[index] ?? [];
    if (words.length > MAX_WORDS_PER_PIECE || (words.length > 1 && CJK_ONLY.test(piece)))
      expansions.set(piece, undefined);
    else if (words.length > 0) expansions.set(piece, { words, typos: false });
    else missing.push(piece);
  });
  for (const piece of missing)
    expansions.set(piece, { words: await closeWords(db, userId, piece), typos: true });
  return expansions;
}

/**
 * The user's words closest to a word no note contains: those a typo away
 * (an inserted, missing, wrong or swapped letter: one in a word of three to
 * five letters, two from six; server/search/typoDistance.ts) and those of
 * pg_trgm similarity ≥ TYPO_SIMILARITY, the fewest edits first, then the most
 * similar. Similarity alone missed a swapped pair in a short word ("reveiw" is
 * 0.27 from "review").
 *
 * Only the words that share a trigram with the piece can be either, found
 * through the vocabulary's trigram index: the words starting with its first
 * letter (or its first two swapped), containing one of its three-letter runs,
 * or ending with its last two letters, which are exactly pg_trgm's trigrams of
 * a word ("  d", " da", "dat", …, "se "). Computing it over the whole
 * vocabulary cost ~35 ms at 100,000 notes. Not `%`: on PGlite it answers no
 * rows and leaves the database spinning, index or not.
 */
async function closeWords(db: Db, userId: string, piece: string): Promise<string[]> {
  const letters = [...piece];
  // Under three letters a piece has no trigram of its own: nothing is "close" to it.
  if (letters.length < 3) return [];
  const edits = typoEditsAllowed(letters.length);
  const sharing = new Set([
    `${escapeLike(letters[0] ?? '')}%`,
    `${escapeLike(`${letters[1] ?? ''}${letters[0] ?? ''}`)}%`,
    `%${escapeLike(letters.slice(-2).join(''))}`,
  ]);
  for (let at = 0; at + 3 <= letters.length; at++)
    sharing.add(likePattern(letters.slice(at, at + 3).join('')));
  const similarity = sql<number>`similarity(${piece}, ${noteWord.word})`;
  const candidates = await db
    .select({ word: noteWord.word, similarity })
    .from(noteWord)
    .where(
      and(
        eq(noteWord.userId, userId),
        or(...[...sharing].map((pattern) => ilike(noteWord.word, pattern))),
        or(
          sql`${similarity} >= ${TYPO_SIMILARITY}`,
          // No word of another length is within the edits.
          edits > 0
            ? sql`char_length(${noteWord.word}) between ${letters.length - edits} and ${letters.length + edits}`
            : undefined,
        ),
      ),
    )
    .orderBy(desc(similarity), noteWord.word)
    .limit(TYPO_CANDIDATES);
  return candidates
    .map((candidate) => ({ ...candidate, distance: typoDistance(piece, candidate.word, edits) }))
    .filter(({ similarity, distance }) => distance <= edits || similarity >= TYPO_SIMILARITY)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        b.similarity - a.similarity ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    )
    .slice(0, TYPO_WORDS)
    .map(({ word }) => word);
}

/** A lexeme as tsquery text: quoted verbatim (no parsing, no dictionary), `:A` for titles only. */
export function tsLexeme(word: string, weight = ''): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weight ? `:${weight}` : ''}`;
}
