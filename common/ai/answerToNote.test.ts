import { describe, expect, it } from 'vitest';
import { answerToNote } from './answerToNote';

describe('answerToNote', () => {
  it('takes the leading heading as the title and leaves it out of the body', () => {
    expect(answerToNote('# Photosynthesis\n\n## Key ideas\n- Light')).toEqual({
      title: 'Photosynthesis',
      markdown: '## Key ideas\n- Light',
    });
  });

  it('uses the first line when the answer starts without a heading, keeping the body whole', () => {
    expect(answerToNote('**Plan** for *Monday*\n\n- [ ] call Sam')).toEqual({
      title: 'Plan for Monday',
      markdown: '**Plan** for *Monday*\n\n- [ ] call Sam',
    });
  });

  it('shortens a long first line at a word and falls back for an empty answer', () => {
    const long = `${'word '.repeat(40)}end`;
    const { title } = answerToNote(long);
    expect(title.length).toBeLessThanOrEqual(121);
    expect(title.endsWith('…')).toBe(true);
    expect(answerToNote('   ', 'Chat')).toEqual({ title: 'Chat', markdown: '' });
  });
});
