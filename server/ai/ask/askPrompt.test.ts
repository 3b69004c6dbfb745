import { describe, expect, it } from 'vitest';
import {
  askMessages,
  NOT_FOUND_ANSWER,
  NOT_IN_NOTES,
  plainSnippet,
  readAnswer,
  type AskPassage,
} from './askPrompt';

const passages: AskPassage[] = [
  { noteId: 'a', title: 'Trip', text: 'We fly to Lisbon on 3 May.' },
  { noteId: 'b', title: 'Budget', text: 'The trip costs 900 euros.' },
  { noteId: 'a', title: 'Trip', text: 'The hotel is near the river.' },
];

describe('askMessages', () => {
  it('numbers the passages with their notes’ titles and ends with the question', () => {
    const [system, user] = askMessages('When do we fly?', passages);
    expect(system?.content).toContain(NOT_IN_NOTES);
    expect(user?.content).toContain('[1] From the note “Trip”:\nWe fly to Lisbon on 3 May.');
    expect(user?.content).toContain('[2] From the note “Budget”:');
    expect(user?.content.endsWith('Question: When do we fly?')).toBe(true);
  });
});

describe('readAnswer', () => {
  it('makes one citation per note, numbered as first cited, and renumbers the markers', () => {
    const body = readAnswer('It costs 900 euros [2]. You fly on 3 May [1][3].', passages);
    expect(body.found).toBe(true);
    expect(body.citations.map((citation) => citation.noteId)).toEqual(['b', 'a']);
    expect(body.answer).toBe('It costs 900 euros [1]. You fly on 3 May [2].');
  });

  it('reads lists inside one marker and drops numbers that name no passage', () => {
    const body = readAnswer('Lisbon, near the river [1, 3]. Nothing else [7].', passages);
    expect(body.answer).toBe('Lisbon, near the river [1]. Nothing else.');
    expect(body.citations).toHaveLength(1);
  });

  it('lists the first passages’ notes when the answer cites nothing', () => {
    const body = readAnswer('You fly to Lisbon.', passages);
    expect(body.citations.map((citation) => citation.noteId)).toEqual(['a', 'b']);
  });

  it('turns the sentinel or an empty answer into “your notes do not say”', () => {
    for (const raw of [NOT_IN_NOTES, ` ${NOT_IN_NOTES}.`, '  '])
      expect(readAnswer(raw, passages)).toEqual({
        answer: NOT_FOUND_ANSWER,
        citations: [],
        found: false,
      });
  });
});

describe('plainSnippet', () => {
  it('flattens a passage to one line and cuts it at a word', () => {
    expect(plainSnippet('Line one\n\nline two')).toBe('Line one line two');
    const long = plainSnippet('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(241);
    expect(long.endsWith('word…')).toBe(true);
  });
});
