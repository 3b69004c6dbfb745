import { describe, expect, it } from 'vitest';
import { likePattern, parseQuery } from './parseQuery';

describe('parseQuery', () => {
  it('reads words, "phrases", -exclusions and OR', () => {
    expect(parseQuery('Budget "quarterly report" -draft')).toEqual({
      include: ['budget', 'quarterly report'],
      exclude: ['draft'],
      anyOf: false,
    });
    expect(parseQuery('cats OR dogs')).toMatchObject({
      include: ['cats', 'dogs'],
      anyOf: true,
    });
  });

  it('keeps scripts without spaces whole', () => {
    expect(parseQuery('会議メモ').include).toEqual(['会議メモ']);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
