import { journalPrompts } from '@content/prompts/prompts';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/localDate';
import { PROMPT_NO_REPEAT_DAYS, promptOrder, rotatingPrompt } from './promptRotation';

const users = ['user-a', 'user-b', 'k3J9xq0TzP', '00000000-0000-4000-8000-000000000000', ''];

describe('the journal prompts', () => {
  it('are at least 60, with unique kebab-case ids and unique texts', () => {
    expect(journalPrompts.length).toBeGreaterThanOrEqual(PROMPT_NO_REPEAT_DAYS);
    const ids = journalPrompts.map((prompt) => prompt.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const texts = journalPrompts.map((prompt) => prompt.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    for (const prompt of journalPrompts) {
      expect(prompt.text.length).toBeGreaterThan(15);
      expect(prompt.text.length).toBeLessThanOrEqual(500);
    }
  });
});

describe('rotatingPrompt', () => {
  it.each(users)('never repeats a prompt within 60 consecutive days (user "%s")', (userId) => {
    // Every window of 60 days over two years, across the end of the permutation.
    const start = '2026-01-01';
    const ids = Array.from(
      { length: 730 },
      (_, day) => rotatingPrompt(journalPrompts, userId, addDays(start, day)).id,
    );
    for (let first = 0; first + PROMPT_NO_REPEAT_DAYS <= ids.length; first++) {
      const window = ids.slice(first, first + PROMPT_NO_REPEAT_DAYS);
      expect(new Set(window).size, `days ${first}…${first + 59}`).toBe(PROMPT_NO_REPEAT_DAYS);
    }
  });

  it('is the same for a user and a date every time (deterministic)', () => {
    expect(rotatingPrompt(journalPrompts, 'user-a', '2026-11-24')).toEqual(
      rotatingPrompt(journalPrompts, 'user-a', '2026-11-24'),
    );
    expect(promptOrder('user-a', 90)).toEqual(promptOrder('user-a', 90));
  });

  it('gives different users different orders', () => {
    const orders = users.map((userId) => promptOrder(userId, journalPrompts.length).join(','));
    expect(new Set(orders).size).toBe(users.length);
    for (const userId of users)
      expect([...promptOrder(userId, journalPrompts.length)].sort((a, b) => a - b)).toEqual(
        journalPrompts.map((_, index) => index),
      );
  });

  it('skip k is the prompt k days on, and never today’s own', () => {
    const today = rotatingPrompt(journalPrompts, 'user-b', '2026-11-24');
    for (let skip = 1; skip < PROMPT_NO_REPEAT_DAYS; skip++) {
      const another = rotatingPrompt(journalPrompts, 'user-b', '2026-11-24', skip);
      expect(another.id).not.toBe(today.id);
      expect(another).toEqual(
        rotatingPrompt(journalPrompts, 'user-b', addDays('2026-11-24', skip)),
      );
    }
  });

  it('works for dates before 1970', () => {
    expect(journalPrompts).toContain(rotatingPrompt(journalPrompts, 'user-a', '1960-05-01'));
  });
});
