import { describe, expect, it, vi } from 'vitest';
import { unsentNotes } from './unsentNotes';

describe('the list of notes closed with unsent words', () => {
  it('keeps each note once per user, in local storage, until sent', () => {
    unsentNotes.add('ann', 'n1');
    unsentNotes.add('ann', 'n1');
    unsentNotes.add('ann', 'n2');
    unsentNotes.add('bob', 'n3');
    expect(unsentNotes.get('ann').map((note) => note.noteId)).toEqual(['n1', 'n2']);
    expect(unsentNotes.get('bob').map((note) => note.noteId)).toEqual(['n3']);
    expect(localStorage.getItem('inkling_unsent_notes:ann')).toContain('n2');

    unsentNotes.remove('ann', 'n1');
    expect(unsentNotes.get('ann').map((note) => note.noteId)).toEqual(['n2']);
    unsentNotes.remove('ann', 'n2');
    expect(unsentNotes.get('ann')).toEqual([]);
    expect(localStorage.getItem('inkling_unsent_notes:ann')).toBeNull();

    unsentNotes.forgetAll();
    expect(unsentNotes.get('bob')).toEqual([]);
    expect(unsentNotes.get(null)).toEqual([]);
  });

  it('hears another tab’s change', () => {
    const listener = vi.fn();
    const stop = unsentNotes.subscribe(listener);
    expect(unsentNotes.get('ann')).toEqual([]);
    // Another tab closed a note with unsent words.
    localStorage.setItem('inkling_unsent_notes:ann', JSON.stringify([{ noteId: 'n9', since: 1 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'inkling_unsent_notes:ann' }));
    expect(listener).toHaveBeenCalled();
    expect(unsentNotes.get('ann')).toEqual([{ noteId: 'n9', since: 1 }]);
    stop();
    unsentNotes.forgetAll();
  });
});
