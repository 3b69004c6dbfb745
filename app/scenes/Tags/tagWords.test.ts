import type { TagWithCount } from '@common/schemas/notes';
import { describe, expect, it } from 'vitest';
import { mergeTargetFor, noteCount, renameOutcome, tagDashboardPath } from './tagWords';

const tag = (id: string, name: string, noteCount = 1): TagWithCount => ({
  id,
  name,
  color: 'blue',
  noteCount,
});

describe('tag words', () => {
  it('links to the dashboard filtered by the tag, with the name encoded', () => {
    expect(tagDashboardPath('work')).toBe('/dashboard?tag=work');
    expect(tagDashboardPath('to read & café')).toBe('/dashboard?tag=to+read+%26+caf%C3%A9');
  });

  it('counts notes in words', () => {
    expect(noteCount(0)).toBe('0 notes');
    expect(noteCount(1)).toBe('1 note');
    expect(noteCount(12)).toBe('12 notes');
  });

  it('finds the other tag a new name would merge into, in any case', () => {
    const tags = [tag('1', 'Work'), tag('2', 'home')];
    expect(mergeTargetFor(tags, tags[1]!, ' work ')?.id).toBe('1');
    expect(mergeTargetFor(tags, tags[0]!, 'WORK')).toBeUndefined();
    expect(mergeTargetFor(tags, tags[0]!, 'garden')).toBeUndefined();
  });

  it('says "Merged into" when the surviving tag is another one', () => {
    expect(renameOutcome(tag('1', 'job'), tag('2', 'work', 3)).title).toBe('Merged into “work”');
    expect(renameOutcome(tag('1', 'job'), tag('1', 'work')).title).toBe('Renamed to “work”');
  });
});
