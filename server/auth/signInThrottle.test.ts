import { describe, expect, it } from 'vitest';
import { memoryCounters } from '../scale/counters';
import { FREE_FAILURES, signInThrottle as throttle } from './signInThrottle';

describe('signInThrottle', () => {
  const setup = () => {
    let now = 1_000_000;
    const counters = memoryCounters(() => now);
    return { counters, advance: (ms: number) => (now += ms) };
  };
  const fail = async (counters: ReturnType<typeof memoryCounters>, times: number, who = 'a') => {
    for (let i = 0; i < times; i++) await throttle.recordFailure(counters, who, 'x@example.com');
  };

  it('lets the first failures through, then doubles the wait with each failure', async () => {
    const { counters, advance } = setup();
    await fail(counters, FREE_FAILURES - 1);
    expect(await throttle.waitMs(counters, 'a', 'x@example.com')).toBe(0);
    const waits = [];
    for (let i = 0; i < 4; i++) {
      await fail(counters, 1);
      const wait = await throttle.waitMs(counters, 'a', 'x@example.com');
      waits.push(wait);
      advance(wait);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(await throttle.waitMs(counters, 'a', 'x@example.com')).toBe(0);
  });

  it('keys by address and e-mail together, and forgets them after a success', async () => {
    const { counters } = setup();
    await fail(counters, FREE_FAILURES);
    expect(await throttle.waitMs(counters, 'a', 'x@example.com')).toBeGreaterThan(0);
    expect(await throttle.waitMs(counters, 'b', 'x@example.com')).toBe(0);
    expect(await throttle.waitMs(counters, 'a', 'y@example.com')).toBe(0);
    await throttle.recordSuccess(counters, 'a', 'x@example.com');
    expect(await throttle.waitMs(counters, 'a', 'x@example.com')).toBe(0);
  });

  it('caps the wait at 15 minutes and forgives an address quiet for an hour', async () => {
    const { counters, advance } = setup();
    await fail(counters, 40);
    expect(await throttle.waitMs(counters, 'a', 'x@example.com')).toBe(15 * 60_000);
    advance(60 * 60_000);
    await fail(counters, 1);
    expect(await throttle.waitMs(counters, 'a', 'x@example.com')).toBe(0);
  });
});
