import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './rateLimiter';

describe('FixedWindowLimiter', () => {
  it('allows the limit in a window, refuses more, and starts afresh in the next window', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(2, 60_000, () => now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([true, true, false]);
    expect(limiter.hit('b')).toBe(true);
    expect(limiter.retryAfterSeconds('a')).toBe(60);
    now = 60_000;
    expect(limiter.hit('a')).toBe(true);
  });
});
