import { describe, expect, it } from 'vitest';
import { averageMoodWord, moodSummary, rangeStart, within, wordsSummary } from './insightRange';

describe('insight ranges', () => {
  it('end today and cover a week, a month (30 days) or a year', () => {
    expect(rangeStart('week', '2026-11-24')).toBe('2026-11-18');
    expect(rangeStart('month', '2026-11-24')).toBe('2026-10-26');
    expect(rangeStart('year', '2026-11-24')).toBe('2025-11-25');
    const days = [{ date: '2026-11-17' }, { date: '2026-11-18' }, { date: '2026-11-24' }];
    expect(within(days, '2026-11-18')).toEqual([{ date: '2026-11-18' }, { date: '2026-11-24' }]);
  });
});

describe('chart summaries (the charts’ text alternatives)', () => {
  it('say the average mood in words, with the lowest and highest', () => {
    expect(
      moodSummary([
        { date: '2026-11-20', mood: 2 },
        { date: '2026-11-21', mood: null },
        { date: '2026-11-22', mood: 5 },
        { date: '2026-11-23', mood: 4 },
      ]),
    ).toBe('Average mood Good (3.7) over 3 days; lowest Bad, highest Great.');
    expect(moodSummary([{ date: '2026-11-21', mood: null }])).toBe(
      'No mood recorded in this period.',
    );
    expect(averageMoodWord(1.2)).toBe('Awful');
    expect(averageMoodWord(4.6)).toBe('Great');
  });

  it('say the words in all and the day with the most', () => {
    const days = [
      { date: '2026-11-20', words: 1200 },
      { date: '2026-11-21', words: 0 },
      { date: '2026-11-22', words: 34 },
    ];
    expect(wordsSummary(days, (date) => date)).toBe(
      `${(1234).toLocaleString()} words over 2 days; the most, ${(1200).toLocaleString()}, on 2026-11-20.`,
    );
    expect(wordsSummary([], (date) => date)).toBe('No words written in this period.');
  });
});
