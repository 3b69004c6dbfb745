import { searchResultSchema } from '@common/schemas/notes';
import { describe, expect, it } from 'vitest';
import { LocalNoteIndex, type SearchableNote } from './localSearch';

const note = (id: string, title: string, text: string, tags: string[] = []): SearchableNote => ({
  id,
  title,
  text,
  updatedAt: '2026-11-20T10:00:00.000Z',
  tags,
});

function sampleIndex() {
  const index = new LocalNoteIndex();
  index.set(note('a', 'Garden plans', 'Plant the rhododendron by the fence in spring.', ['home']));
  index.set(note('b', 'Trip to Lisbon', 'Pastel de nata and the tram up to the castle.'));
  index.set(note('c', 'Markup', 'A note that holds <script>alert(1)</script> & friends.'));
  return index;
}

describe('LocalNoteIndex', () => {
  it('answers in the server’s result shape, with the match marked', () => {
    const [result, ...rest] = sampleIndex().search('rhododendron');
    expect(rest).toHaveLength(0);
    expect(searchResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ id: 'a', title: 'Garden plans' });
    expect(result?.snippet).toContain('<mark>rhododendron</mark>');
  });

  it('escapes the text around the match', () => {
    const [result] = sampleIndex().search('script');
    expect(result?.id).toBe('c');
    expect(result?.snippet).not.toContain('<script>');
    expect(result?.snippet).toContain('&lt;<mark>script</mark>&gt;');
    expect(result?.snippet).toContain('&amp; friends');
  });

  it('forgives a misspelling', () => {
    const results = sampleIndex().search('rhododendrun');
    expect(results.map((result) => result.id)).toEqual(['a']);
    expect(results[0]?.snippet).toContain('<mark>rhododendron</mark>');
  });

  it('matches the start of a word as it is typed', () => {
    expect(
      sampleIndex()
        .search('lisb')
        .map((result) => result.id),
    ).toEqual(['b']);
    expect(
      sampleIndex()
        .search('tra')
        .map((result) => result.id),
    ).toEqual(['b']);
  });

  it('finds nothing for a word no note holds, and needs every word', () => {
    expect(sampleIndex().search('xylophone')).toEqual([]);
    expect(sampleIndex().search('garden lisbon')).toEqual([]);
  });

  it('filters by tag, follows changes and forgets removed notes', () => {
    const index = sampleIndex();
    expect(index.search('plant', { tag: 'home' })).toHaveLength(1);
    expect(index.search('plant', { tag: 'work' })).toHaveLength(0);
    index.set(note('a', 'Garden plans', 'Now about tulips.'));
    expect(index.search('rhododendron')).toEqual([]);
    expect(index.search('tulips').map((result) => result.id)).toEqual(['a']);
    index.remove('a');
    expect(index.search('tulips')).toEqual([]);
    expect(index.size).toBe(2);
  });
});
