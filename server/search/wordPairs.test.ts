import { describe, expect, it } from 'vitest';
import type { Expansion } from './vocabulary';
import { MAX_PAIRS_PER_POSITION, phrasePairs } from './wordPairs';

const vocabulary: Record<string, Expansion> = {
  are: { words: ['are', 'compare', 'area', 'share'], typos: false },
  writ: { words: ['write', 'writes', 'rewrite'], typos: false },
  budget: { words: ['budget'], typos: false },
  review: { words: ['review', 'reviews'], typos: false },
  quartrely: { words: ['quarterly'], typos: true },
  mail: { words: ['mail', 'e-mail'], typos: false },
  the: undefined,
};
const expansionOf = (piece: string) => vocabulary[piece];

describe('phrasePairs', () => {
  it('pairs the words ending with the first piece with those starting with the last', () => {
    expect(phrasePairs(['are', 'writ'], expansionOf)).toEqual([
      ['are write', 'are writes', 'compare write', 'compare writes', 'share write', 'share writes'],
    ]);
  });

  it('takes the pieces between as whole words', () => {
    expect(phrasePairs(['budget', 'review', 'writ'], expansionOf)).toEqual([
      ['budget review'],
      ['review write', 'review writes'],
    ]);
  });

  it('leaves a single piece, a common one, a misspelling, punctuation and long words to the text check', () => {
    expect(phrasePairs(['budget'], expansionOf)).toBeUndefined();
    expect(phrasePairs(['the', 'budget'], expansionOf)).toBeUndefined();
    expect(phrasePairs(['quartrely', 'budget'], expansionOf)).toBeUndefined();
    expect(phrasePairs(['budget', 'mail'], expansionOf)).toBeUndefined();
    expect(
      phrasePairs(['budget', 'k'.repeat(65)], () => ({ words: ['k'.repeat(65)], typos: false })),
    ).toBeUndefined();
  });

  it('gives up past MAX_PAIRS_PER_POSITION pairs', () => {
    const many = (prefix: string) =>
      Array.from({ length: MAX_PAIRS_PER_POSITION }, (_, i) => `${prefix}${i}x`);
    const wide: Record<string, Expansion> = {
      x: { words: many('a'), typos: false },
      a: { words: many('a').map((word) => word.slice(0, -1)), typos: false },
    };
    expect(phrasePairs(['x', 'a'], (piece) => wide[piece])).toBeUndefined();
  });
});
