import { describe, expect, it } from 'vitest';
import { linkCitations } from './citations';

const citations = [
  { noteId: 'n1', title: 'Launch plan', snippet: 'launch on 12 May' },
  { noteId: 'n2', title: 'Beta', snippet: 'beta ends in April' },
];

describe('linkCitations', () => {
  it('links numbered marks to the cited notes, in the citations’ order', () => {
    expect(linkCitations('We launch on 12 May [1], after the beta [2].', citations)).toBe(
      'We launch on 12 May [[1]](/note/n1), after the beta [[2]](/note/n2).',
    );
  });

  it('splits grouped marks and leaves numbers without a citation, links and references alone', () => {
    expect(linkCitations('Both [1, 2]; not [3]; [a](/x); [1](/y)', citations)).toBe(
      'Both [[1]](/note/n1)[[2]](/note/n2); not [3]; [a](/x); [1](/y)',
    );
  });
});
