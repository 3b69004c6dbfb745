import { describe, expect, it } from 'vitest';
import { blocks, filterBlocks } from './blocks';

describe('filterBlocks', () => {
  it('offers every block for a bare slash', () => {
    expect(filterBlocks('')).toEqual(blocks);
  });

  it('finds blocks by title first, then by keyword', () => {
    expect(filterBlocks('head').map((b) => b.title)).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
    ]);
    expect(filterBlocks('todo').map((b) => b.title)).toEqual(['Checklist']);
    expect(filterBlocks('photo').map((b) => b.title)).toEqual(['Photo to text', 'Image']);
    expect(filterBlocks('ocr').map((b) => b.title)).toEqual(['Photo to text']);
    expect(filterBlocks('record').map((b) => b.title)).toEqual(['Voice note']);
    expect(filterBlocks('audio').map((b) => b.title)).toEqual(['Voice note']);
    expect(filterBlocks('ai')[0]?.title).toBe('AI');
  });

  it('finds nothing for nonsense', () => {
    expect(filterBlocks('zzz')).toEqual([]);
  });
});
