import { describe, expect, it } from 'vitest';
import { markNameOf, textOf, withKnownContent, type KnownContent } from './knownContent';

const known: KnownContent = {
  nodes: new Set(['doc', 'paragraph', 'text', 'hardBreak']),
  marks: new Set(['bold', 'highlight']),
};

describe('withKnownContent', () => {
  it('unwraps an unknown node, keeping its known children and their text', () => {
    const body = withKnownContent(
      {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Before' }] },
          {
            type: 'futureWidget',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Inside' }] }],
          },
          { type: 'futureDivider' },
        ],
      },
      known,
    );
    expect(body.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Before' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Inside' }] },
    ]);
  });

  it('drops unknown marks and empty text nodes', () => {
    const body = withKnownContent(
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Shiny', marks: [{ type: 'bold' }, { type: 'sparkle' }] },
              { type: 'text', text: '' },
            ],
          },
        ],
      },
      known,
    );
    expect(body.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Shiny', marks: [{ type: 'bold' }] }] },
    ]);
  });
});

describe('markNameOf', () => {
  it('reads the mark name of an overlapping mark stored under name--hash', () => {
    expect(markNameOf('highlight--AbCd12+/')).toBe('highlight');
    expect(markNameOf('bold')).toBe('bold');
  });
});

describe('textOf', () => {
  it('joins blocks with a blank line and inline text without one', () => {
    expect(
      textOf({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'One ' },
              { type: 'text', text: 'line' },
            ],
          },
          { type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
        ],
      }),
    ).toBe('One line\n\nTwo');
  });
});
