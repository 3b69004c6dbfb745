import { describe, expect, it } from 'vitest';
import { dayTitle } from './dayTitle';

describe('dayTitle', () => {
  it.each([
    ['2026-11-24', 'Tuesday, 24 November 2026'],
    ['2026-01-01', 'Thursday, 1 January 2026'],
    ['2024-02-29', 'Thursday, 29 February 2024'],
    ['2026-12-27', 'Sunday, 27 December 2026'],
  ])('%s is "%s"', (date, title) => {
    expect(dayTitle(date)).toBe(title);
  });
});
