import { describe, expect, it } from 'vitest';
import { memoryCounters } from '../scale/counters';
import { FixedWindowLimiter } from './rateLimiter';

describe('FixedWindowLimiter', () => {
  it('allows the limit in a window, refuses more, and starts afresh in the next window', async () => {
    let now = 0;
    const counters = memoryCounters(() => now);
    const limiter = new FixedWindowLimiter('test', 2, 60_000);
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push((await limiter.hit(counters, 'a')).allowed);
    expect(hits).toEqual([true, true, false]);
    expect((await limiter.hit(counters, 'b')).allowed).toBe(true);
    now = 1_500;
    expect(await limiter.hit(counters, 'a')).toEqual({ allowed: false, retryAfterSeconds: 59 });
    now = 60_000;
    expect((await limiter.hit(counters, 'a')).allowed).toBe(true);
  });

  it('keeps the counts of two limiters apart on the same counters', async () => {
    const counters = memoryCounters();
    const one = new FixedWindowLimiter('one', 1, 60_000);
    const two = new FixedWindowLimiter('two', 1, 60_000);
    expect((await one.hit(counters, 'a')).allowed).toBe(true);
    expect((await two.hit(counters, 'a')).allowed).toBe(true);
    expect((await one.hit(counters, 'a')).allowed).toBe(false);
  });
});
