/**
 * The longest word counted in edits. Nobody types a longer one by hand, and the
 * count takes time in the product of the two lengths on the event loop (a
 * search may be 200 characters): past it, trigram similarity alone decides.
 */
const LONGEST_TYPED_WORD = 64;

/**
 * How many one-letter edits a misspelled word of this many letters may be
 * from the word meant: none under three letters, one up to five, two from
 * six (what Lucene's fuzzy queries take as "AUTO"), none past
 * LONGEST_TYPED_WORD.
 */
export function typoEditsAllowed(letters: number): number {
  if (letters < 3 || letters > LONGEST_TYPED_WORD) return 0;
  return letters < 6 ? 1 : 2;
}

/**
 * The optimal string alignment distance between two words, over code points:
 * an inserted, deleted or replaced letter is one edit, and so is a swap of two
 * neighbouring letters ("reveiw" is one edit from "review"; Levenshtein's
 * count, and pg_trgm's similarity of 0.27, put it further). Answers `max + 1`
 * as soon as every alignment costs more than `max`, so a word far off costs a
 * row or two. Written here because the npm package for it
 * (damerau-levenshtein) caps words at 64 letters and takes no bound.
 */
export function typoDistance(a: string, b: string, max: number): number {
  // No edit allowed: only the word itself, without the table (a long word's is its square).
  if (max <= 0) return a === b ? 0 : max + 1;
  const from = [...a];
  const to = [...b];
  if (Math.abs(from.length - to.length) > max) return max + 1;
  // Three rows of the table: the one before the previous is what a swap looks back to.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: to.length + 1 }, (_, column) => column);
  for (let row = 1; row <= from.length; row++) {
    const current = [row];
    let rowBest = row;
    for (let column = 1; column <= to.length; column++) {
      const same = from[row - 1] === to[column - 1];
      let cost = Math.min(
        (previous[column] ?? Infinity) + 1,
        (current[column - 1] ?? Infinity) + 1,
        (previous[column - 1] ?? Infinity) + (same ? 0 : 1),
      );
      if (
        row > 1 &&
        column > 1 &&
        from[row - 1] === to[column - 2] &&
        from[row - 2] === to[column - 1]
      )
        cost = Math.min(cost, (beforePrevious[column - 2] ?? Infinity) + 1);
      current[column] = cost;
      rowBest = Math.min(rowBest, cost);
    }
    if (rowBest > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[to.length] ?? Infinity;
  return distance > max ? max + 1 : distance;
}
