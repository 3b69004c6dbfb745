import type { OcrResult } from '@common/schemas/ocr';
import { describe, expect, it } from 'vitest';
import { normaliseWord, photoHits, queryTerms, wordMatches } from './photoMatches';

const photo = (words: [string, number, number, number, number][]): OcrResult => ({
  text: words.map(([text]) => text).join(' '),
  confidence: 90,
  language: 'eng',
  width: 2000,
  height: 1000,
  words: words.map(([text, x, y, w, h]) => ({ text, confidence: 90, box: { x, y, w, h } })),
});

describe('photo search hits', () => {
  it('reads the searched words as the server does: no quotes, no "or", no excluded words', () => {
    expect(queryTerms('"Garden Shed" or -draft Café')).toEqual(['garden', 'shed', 'cafe']);
    expect(queryTerms('  ')).toEqual([]);
  });

  it('compares words without case, accents or punctuation', () => {
    expect(normaliseWord('Café,')).toBe('cafe');
    expect(normaliseWord('(Tomatoes)')).toBe('tomatoes');
  });

  it('matches a word by its stem both ways, but not a stray fragment', () => {
    expect(wordMatches('meetings', 'meeting')).toBe(true);
    expect(wordMatches('meeting', 'meetings')).toBe(true);
    expect(wordMatches('compost', 'compost')).toBe(true);
    expect(wordMatches('a', 'apple')).toBe(false);
    expect(wordMatches('be', 'beans')).toBe(false);
    expect(wordMatches('seeds', 'weeds')).toBe(false);
  });

  it('places each matching word in percent of the photo, in reading order', () => {
    const result = photo([
      ['Order', 100, 100, 200, 50],
      ['compost,', 400, 100, 300, 50],
      ['and', 800, 100, 100, 50],
      ['Compost', 100, 500, 300, 50],
    ]);
    expect(photoHits(result, 'compost')).toEqual([
      { text: 'compost', left: 20, top: 10, width: 15, height: 5 },
      { text: 'Compost', left: 5, top: 50, width: 15, height: 5 },
    ]);
  });

  it('finds nothing for an empty query or a photo without the word', () => {
    const result = photo([['Order', 100, 100, 200, 50]]);
    expect(photoHits(result, '')).toEqual([]);
    expect(photoHits(result, 'fence')).toEqual([]);
  });
});
