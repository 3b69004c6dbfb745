import { describe, expect, it } from 'vitest';
import { blocksToMarkdown, markdownToBlocks } from './markdownContent';

describe('markdownToBlocks', () => {
  it('reads an answer into the editor’s blocks and back', () => {
    const blocks = markdownToBlocks('## Plan\n\n- [ ] call Ana\n\n1. one\n2. two');
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'taskList', 'orderedList']);
    expect(blocksToMarkdown(blocks)).toContain('- [ ] call Ana');
  });

  it('reads a quote whose next line runs on from a list (marked threw on it)', () => {
    const [quote] = markdownToBlocks('> a.  \nthe line after');
    expect(quote?.type).toBe('blockquote');
    expect(JSON.stringify(quote)).toContain('the line after');
    expect(markdownToBlocks('> 1. \n|---|')[0]?.type).toBe('blockquote');
  });
});
