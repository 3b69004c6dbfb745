import { describe, expect, it } from 'vitest';
import { likePattern, parseQuery, prefixTsquery } from './parseQuery';

describe('parseQuery', () => {
  it('reads words, "phrases", -exclusions and OR', () => {
    expect(parseQuery('Budget "quarterly report" -draft')).toEqual({
      include: ['budget', 'quarterly report'],
      exclude: ['draft'],
      anyOf: false,
      prefix: null,
    });
    expect(parseQuery('cats OR dogs')).toMatchObject({
      include: ['cats', 'dogs'],
      anyOf: true,
      prefix: 'dogs',
    });
  });

  it('treats the last word as a prefix while it is being typed', () => {
    expect(parseQuery('meeting entro').prefix).toBe('entro');
    expect(parseQuery('meeting entro ').prefix).toBeNull();
    expect(parseQuery('"exact words"').prefix).toBeNull();
  });

  it('keeps scripts without spaces whole', () => {
    expect(parseQuery('会議メモ').include).toEqual(['会議メモ']);
  });

  it('escapes LIKE wildcards and keeps tsquery terms to letters and digits', () => {
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
    expect(prefixTsquery("o'rei")).toBe("'orei':*");
    expect(prefixTsquery('!!')).toBeNull();
  });
});
