import { describe, expect, it } from 'vitest';
import { typoDistance, typoEditsAllowed } from './typoDistance';

describe('typoDistance', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(typoDistance('reveiw', 'review', 2)).toBe(1);
    expect(typoDistance('teh', 'the', 1)).toBe(1);
    expect(typoDistance('dgos', 'dogs', 1)).toBe(1);
  });

  it('counts an inserted, a deleted and a replaced letter as one edit each', () => {
    expect(typoDistance('budgett', 'budget', 2)).toBe(1);
    expect(typoDistance('budet', 'budget', 2)).toBe(1);
    expect(typoDistance('bidget', 'budget', 2)).toBe(1);
    expect(typoDistance('bidgett', 'budget', 2)).toBe(2);
    expect(typoDistance('budget', 'budget', 2)).toBe(0);
  });

  it('answers one past the bound for words further off, whatever their length', () => {
    expect(typoDistance('entropy', 'information', 2)).toBe(3);
    expect(typoDistance('cat', 'catalogue', 1)).toBe(2);
    expect(typoDistance('a'.repeat(500), 'b'.repeat(500), 2)).toBe(3);
  });

  it('compares letters, not UTF-16 units', () => {
    expect(typoDistance('cafe', 'café', 1)).toBe(1);
    expect(typoDistance('𝒳y', 'y𝒳', 1)).toBe(1);
    expect(typoDistance('会議', '議会', 1)).toBe(1);
  });
});

describe('typoEditsAllowed', () => {
  it('allows none under three letters, one up to five, two from six', () => {
    expect([1, 2, 3, 5, 6, 12].map(typoEditsAllowed)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
