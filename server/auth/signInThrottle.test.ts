import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, SignInThrottle } from './signInThrottle';

describe('SignInThrottle', () => {
  const setup = () => {
    let now = 1_000_000;
    const throttle = new SignInThrottle(() => now);
    return { throttle, advance: (ms: number) => (now += ms) };
  };

  it('lets the first failures through, then doubles the wait with each failure', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < FREE_FAILURES - 1; i++) throttle.recordFailure('a', 'x@example.com');
    expect(throttle.waitMs('a', 'x@example.com')).toBe(0);
    const waits = [];
    for (let i = 0; i < 4; i++) {
      throttle.recordFailure('a', 'x@example.com');
      const wait = throttle.waitMs('a', 'x@example.com');
      waits.push(wait);
      advance(wait);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000]);
  });

  it('keys by address and e-mail together, and forgets them after a success', () => {
    const { throttle } = setup();
    for (let i = 0; i < FREE_FAILURES; i++) throttle.recordFailure('a', 'x@example.com');
    expect(throttle.waitMs('a', 'x@example.com')).toBeGreaterThan(0);
    expect(throttle.waitMs('b', 'x@example.com')).toBe(0);
    expect(throttle.waitMs('a', 'y@example.com')).toBe(0);
    throttle.recordSuccess('a', 'x@example.com');
    expect(throttle.waitMs('a', 'x@example.com')).toBe(0);
  });

  it('caps the wait at 15 minutes and forgives an address quiet for an hour', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 40; i++) throttle.recordFailure('a', 'x@example.com');
    expect(throttle.waitMs('a', 'x@example.com')).toBe(15 * 60_000);
    advance(60 * 60_000);
    throttle.recordFailure('a', 'x@example.com');
    expect(throttle.waitMs('a', 'x@example.com')).toBe(0);
  });
});
