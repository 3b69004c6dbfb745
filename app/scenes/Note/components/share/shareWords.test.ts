import { describe, expect, it } from 'vitest';
import { dateInputValue, expiryFromChoice, expiryWords, viewsWords } from './shareWords';

const now = new Date(2026, 10, 23, 12, 0, 0);

describe('expiryFromChoice', () => {
  it('turns the dialog’s choices into an expiry', () => {
    expect(expiryFromChoice('never', '', now)).toBeNull();
    expect(expiryFromChoice('1d', '', now)).toBe(new Date(2026, 10, 24, 12).toISOString());
    expect(expiryFromChoice('30d', '', now)).toBe(
      new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    );
  });

  it('keeps a chosen day to its end, and refuses a past or missing one', () => {
    expect(expiryFromChoice('date', '2026-12-01', now)).toBe(
      new Date(2026, 11, 1, 23, 59, 59, 999).toISOString(),
    );
    expect(expiryFromChoice('date', dateInputValue(now), now)).toBeDefined();
    expect(expiryFromChoice('date', '2026-11-22', now)).toBeUndefined();
    expect(expiryFromChoice('date', '', now)).toBeUndefined();
  });
});

describe('expiryWords and viewsWords', () => {
  it('says when a link ends, in words', () => {
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    expect(expiryWords(null, now.getTime())).toBe('Never expires');
    expect(expiryWords(at(-1000), now.getTime())).toBe('Expired');
    expect(expiryWords(at(5 * 60_000), now.getTime())).toBe('Expires in 5 minutes');
    expect(expiryWords(at(5 * 3_600_000), now.getTime())).toBe('Expires in 5 hours');
    expect(expiryWords(at(7 * 86_400_000), now.getTime())).toBe('Expires in 7 days');
    expect(expiryWords(at(90 * 86_400_000), now.getTime())).toMatch(/^Expires on /);
  });

  it('counts views', () => {
    expect(viewsWords(0)).toBe('No views yet');
    expect(viewsWords(1)).toBe('1 view');
    expect(viewsWords(3)).toBe('3 views');
  });
});
