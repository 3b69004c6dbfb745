import { describe, expect, it } from 'vitest';
import { saveState } from './saveState';

const facts = { online: true, connected: true, synced: true, unsyncedChanges: 0 };

describe('saveState', () => {
  it('is saved when the server has every change', () => {
    expect(saveState(facts)).toBe('saved');
  });

  it('is saving while changes are unacknowledged', () => {
    expect(saveState({ ...facts, unsyncedChanges: 2 })).toBe('saving');
  });

  it('is offline when the browser is offline or the socket dropped after loading', () => {
    expect(saveState({ ...facts, online: false })).toBe('offline');
    expect(saveState({ ...facts, connected: false, unsyncedChanges: 1 })).toBe('offline');
  });

  it('is connecting before the first sync', () => {
    expect(saveState({ ...facts, connected: false, synced: false })).toBe('connecting');
    expect(saveState({ ...facts, synced: false })).toBe('connecting');
  });
});
