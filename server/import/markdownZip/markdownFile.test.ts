import { describe, expect, it } from 'vitest';
import { readMarkdownFile, titleFromFileName } from './markdownFile';

describe('titleFromFileName', () => {
  it('takes Notion’s id off the name, and nothing else', () => {
    expect(titleFromFileName('Export/Page Title 0123456789abcdef0123456789ABCDEF.md')).toBe(
      'Page Title',
    );
    expect(titleFromFileName('0123456789abcdef0123456789abcdef.md')).toBe(
      '0123456789abcdef0123456789abcdef',
    );
    expect(titleFromFileName('Notes-0123456789abcdef0123456789abcdef.md')).toBe(
      'Notes-0123456789abcdef0123456789abcdef',
    );
    expect(titleFromFileName('Plain.markdown')).toBe('Plain');
    expect(titleFromFileName('   .md')).toBe('Untitled');
  });

  it('reads a name of 256 KB of spaces at once (a backtracking pattern took minutes)', () => {
    expect(titleFromFileName(`${' '.repeat(256 * 1024)}x.md`)).toBe('x');
    expect(titleFromFileName(`a${' '.repeat(256 * 1024)}0123456789abcdef0123456789abcdef.md`)).toBe(
      'a',
    );
  });
});

describe('readMarkdownFile', () => {
  it('reads front matter, and leaves as text one nested past any real use', () => {
    expect(readMarkdownFile('---\ntitle: Trip\ntags: [a, b]\n---\nBody', 'x.md')).toMatchObject({
      title: 'Trip',
      tags: ['a', 'b'],
      body: 'Body',
    });
    const deep = `---\na: ${'['.repeat(2500)}${']'.repeat(2500)}\n---\nBody`;
    const file = readMarkdownFile(deep, 'Deep.md');
    expect(file.title).toBe('Deep');
    expect(file.tags).toEqual([]);
    expect(file.body).toBe(deep);
  });
});
