import { describe, expect, it } from 'vitest';
import { daysLeft, purgeDate, purgeLabel } from './trashRetention';

const DAY = 24 * 60 * 60 * 1000;
const deletedAt = '2026-11-01T10:00:00.000Z';
const trashedAt = new Date(deletedAt).getTime();

describe('trash retention', () => {
  it('purges 30 days after the note was trashed', () => {
    expect(purgeDate(deletedAt).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('counts whole days left, so a note trashed a moment ago has 29', () => {
    expect(daysLeft(deletedAt, trashedAt + 1000)).toBe(29);
    expect(daysLeft(deletedAt, trashedAt)).toBe(30);
    expect(daysLeft(deletedAt, trashedAt + 18 * DAY - 1)).toBe(12);
  });

  it('says "today" in the last day and after the date, before the purge runs', () => {
    expect(purgeLabel(deletedAt, trashedAt + 29.5 * DAY)).toBe('Deleted forever today');
    expect(purgeLabel(deletedAt, trashedAt + 30 * DAY + 60_000)).toBe('Deleted forever today');
  });

  it('writes one day and several days', () => {
    expect(purgeLabel(deletedAt, trashedAt + 28.5 * DAY)).toBe('Deleted forever in 1 day');
    expect(purgeLabel(deletedAt, trashedAt + 18 * DAY - 1)).toBe('Deleted forever in 12 days');
  });
});
