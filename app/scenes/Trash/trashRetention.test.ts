import { describe, expect, it } from 'vitest';
import { daysLeft, purgeDate, purgeLabel } from './trashRetention';

const DAY = 24 * 60 * 60 * 1000;
const deletedAt = '2026-11-01T10:00:00.000Z';
const trashedAt = new Date(deletedAt).getTime();

describe('trash retention', () => {
  it('purges 30 days after the note was trashed', () => {
    expect(purgeDate(deletedAt).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('counts a started day as a day, so a note trashed a moment ago has the promised 30', () => {
    expect(daysLeft(deletedAt, trashedAt + 1000)).toBe(30);
    expect(daysLeft(deletedAt, trashedAt)).toBe(30);
    expect(daysLeft(deletedAt, trashedAt + 18 * DAY + 1)).toBe(12);
  });

  it('says "today" once the date has passed, before the purge runs', () => {
    expect(purgeLabel(deletedAt, trashedAt + 30 * DAY)).toBe('Deleted forever today');
    expect(purgeLabel(deletedAt, trashedAt + 30 * DAY + 60_000)).toBe('Deleted forever today');
  });

  it('writes one day and several days', () => {
    expect(purgeLabel(deletedAt, trashedAt + 29.5 * DAY)).toBe('Deleted forever in 1 day');
    expect(purgeLabel(deletedAt, trashedAt + 18 * DAY + 1)).toBe('Deleted forever in 12 days');
  });
});
