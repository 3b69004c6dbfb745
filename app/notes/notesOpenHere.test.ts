import { describe, expect, it } from 'vitest';
import { notesOpenHere } from './notesOpenHere';

describe('notesOpenHere', () => {
  it('holds a note until every opening of it has closed, each closing counted once', () => {
    const first = notesOpenHere.add('note-a');
    const second = notesOpenHere.add('note-a');
    expect(notesOpenHere.has('note-a')).toBe(true);
    first();
    first();
    expect(notesOpenHere.has('note-a')).toBe(true);
    second();
    expect(notesOpenHere.has('note-a')).toBe(false);
    expect(notesOpenHere.has('note-b')).toBe(false);
  });
});
