import { describe, expect, it } from 'vitest';
import { buildSnippet } from './snippet';

describe('buildSnippet', () => {
  it('marks every match, inside longer words too, and escapes the rest', () => {
    expect(buildSnippet('My Videokamera & <b>tripod</b>', ['kamera'])).toBe(
      'My Video<mark>kamera</mark> &amp; &lt;b&gt;tripod&lt;/b&gt;',
    );
  });

  it('starts near the first match in a long text', () => {
    const text = `${'before '.repeat(40)}the entropy of a closed system ${'after '.repeat(40)}`;
    const snippet = buildSnippet(text, ['entropy']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('<mark>entropy</mark>');
    expect(snippet.endsWith('…')).toBe(true);
  });

  it('highlights text without spaces', () => {
    expect(buildSnippet('明日の会議メモを書く', ['会議'])).toBe(
      '明日の<mark>会議</mark>メモを書く',
    );
  });
});
