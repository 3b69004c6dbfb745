import fc from 'fast-check';

/**
 * Markdown for property tests: up to 40 pieces of every kind of block and
 * mark (headings, lists, tasks, quotes, code, tables, links, images, CJK),
 * so a generated text opens, nests and leaves constructs half written.
 */
export const markdownTexts = (): fc.Arbitrary<string> =>
  fc
    .array(
      fc.constantFrom(
        '# ',
        '- ',
        '- [ ] ',
        '1. ',
        '> ',
        '**',
        '*',
        '~~',
        '`',
        '```\n',
        '==',
        '[x](y)',
        '[x](https://example.com)',
        '![p](https://example.com/p.png)',
        'word',
        '日記',
        ' ',
        '\n',
        '\n\n',
        '| a |',
        '---',
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join(''));
