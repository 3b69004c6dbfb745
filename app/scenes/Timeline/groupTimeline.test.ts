import type { NoteSummary } from '@common/schemas/notes';
import { describe, expect, it } from 'vitest';
import { endOfLocalDay, groupTimeline } from './groupTimeline';

/** A note created at a local date and time. */
const noteAt = (id: string, ...local: [number, number, number, number]): NoteSummary => {
  const [year, month, day, hour] = local;
  const createdAt = new Date(year, month - 1, day, hour).toISOString();
  return {
    id,
    title: id,
    excerpt: '',
    tags: [],
    pinned: false,
    wordCount: 0,
    createdAt,
    updatedAt: createdAt,
    deletedAt: null,
    journal: null,
  };
};

const shape = (notes: NoteSummary[]) =>
  groupTimeline(notes, 'en-GB').map((month) => ({
    month: month.label,
    days: month.days.map((day) => [day.label, day.notes.map((note) => note.id)]),
  }));

describe('groupTimeline', () => {
  it('puts notes under their day and days under their month, keeping the order', () => {
    const notes = [
      noteAt('late', 2026, 11, 16, 23),
      noteAt('early', 2026, 11, 16, 0),
      noteAt('sunday', 2026, 11, 15, 9),
      noteAt('october', 2026, 10, 31, 18),
      noteAt('last year', 2025, 11, 16, 8),
    ];
    expect(shape(notes)).toEqual([
      {
        month: 'November 2026',
        days: [
          ['Monday 16 November', ['late', 'early']],
          ['Sunday 15 November', ['sunday']],
        ],
      },
      { month: 'October 2026', days: [['Saturday 31 October', ['october']]] },
      { month: 'November 2025', days: [['Sunday 16 November', ['last year']]] },
    ]);
  });

  it('joins a day split across two pages into one group', () => {
    const firstPage = [noteAt('a', 2026, 11, 16, 20)];
    const secondPage = [noteAt('b', 2026, 11, 16, 10)];
    const months = groupTimeline([...firstPage, ...secondPage], 'en-GB');
    expect(months).toHaveLength(1);
    expect(months[0]?.days.map((day) => day.notes.length)).toEqual([2]);
  });

  it('has nothing to show for no notes', () => {
    expect(groupTimeline([])).toEqual([]);
  });
});

describe('endOfLocalDay', () => {
  it('is the start of the next local day', () => {
    expect(endOfLocalDay('2026-11-16')).toBe(new Date(2026, 10, 17).toISOString());
    expect(endOfLocalDay('2026-12-31')).toBe(new Date(2027, 0, 1).toISOString());
  });

  it('refuses what is not a date', () => {
    expect(endOfLocalDay('')).toBeUndefined();
    expect(endOfLocalDay('16/11/2026')).toBeUndefined();
    expect(endOfLocalDay('2026-02-31')).toBeUndefined();
  });
});
