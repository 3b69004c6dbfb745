import { describe, expect, it } from 'vitest';
import convertHtml from './importWorker';

describe('convertHtml (the import thread)', () => {
  it('reads a title’s numeric references past Unicode, or NUL, as U+FFFD', () => {
    expect(
      convertHtml({ html: '<title>A &#9999999; &#x110000; &#0; &#233;</title>', enml: false }),
    ).toEqual({
      markdown: '',
      title: 'A \uFFFD \uFFFD \uFFFD é',
    });
  });

  it('takes an attachment named like an object’s own property for a missing one', () => {
    for (const [html, enml] of [
      ['<en-media hash="__proto__">', true],
      ['<img data-enml="EN-MEDIA" hash="constructor">', false],
    ] as const) {
      expect(convertHtml({ html, enml, media: {} }).markdown).toMatch(
        /^\*\(attachment \w+ missing\)\*$/,
      );
    }
  });

  it('reads table parts inside SVG or MathML as text, where the table rules threw', () => {
    expect(convertHtml({ html: '<math><td>l', enml: false }).markdown).toBe('l');
    expect(convertHtml({ html: '<svg><th>x', enml: true }).markdown).toBe('x');
    expect(convertHtml({ html: '<table><td><svg><tr>o', enml: false }).markdown).toContain('o');
    expect(
      convertHtml({ html: '<p>a <svg><text>chart</text></svg> b</p>', enml: false }).markdown,
    ).toBe('a chart b');
  });
});
