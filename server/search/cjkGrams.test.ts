import { describe, expect, it } from 'vitest';
import { cjkGramsOf } from './cjkGrams';

describe('cjkGramsOf', () => {
  it('turns a Chinese or Japanese run into its pairs of neighbouring characters', () => {
    expect(cjkGramsOf('数据库')).toEqual(['数据', '据库']);
    expect(cjkGramsOf('コーヒー')).toEqual(['コー', 'ーヒ', 'ヒー']);
  });

  it('keeps a single character as itself', () => {
    expect(cjkGramsOf('会')).toEqual(['会']);
  });

  it('takes each run of a mixed term and leaves other scripts to the word index', () => {
    expect(cjkGramsOf('東京 notes 日記')).toEqual(['東京', '日記']);
    expect(cjkGramsOf('meeting')).toEqual([]);
    expect(cjkGramsOf('서울')).toEqual([]);
  });

  it('lists a pair once however often it occurs', () => {
    expect(cjkGramsOf('ははは')).toEqual(['はは']);
  });
});
