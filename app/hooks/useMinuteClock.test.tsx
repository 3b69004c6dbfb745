import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilNextMinute, useMinuteClock } from './useMinuteClock';

describe('useMinuteClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts to the start of the next minute', () => {
    expect(untilNextMinute(Date.parse('2026-12-01T23:59:30.000Z'))).toBe(30_000);
    expect(untilNextMinute(Date.parse('2026-12-01T23:59:00.000Z'))).toBe(60_000);
    expect(untilNextMinute(Date.parse('2026-12-01T23:59:59.999Z'))).toBe(1);
  });

  it('turns to the new day as midnight strikes, not a minute after the screen opened', () => {
    vi.setSystemTime(new Date('2026-12-01T23:59:30.000Z'));
    const { result } = renderHook(() => useMinuteClock());
    expect(result.current.toISOString()).toBe('2026-12-01T23:59:30.000Z');

    act(() => void vi.advanceTimersByTime(29_999));
    expect(result.current.toISOString().slice(0, 10)).toBe('2026-12-01');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.toISOString()).toBe('2026-12-02T00:00:00.000Z');

    // And on each minute after it.
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current.toISOString()).toBe('2026-12-02T00:01:00.000Z');
  });

  it('reads the clock again when the page comes back into view', () => {
    vi.setSystemTime(new Date('2026-12-01T10:00:05.000Z'));
    const { result } = renderHook(() => useMinuteClock());
    // A hidden page's timers may not have run: the clock moved on without them.
    vi.setSystemTime(new Date('2026-12-01T14:30:10.000Z'));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current.toISOString()).toBe('2026-12-01T14:30:10.000Z');
  });

  it('stops its timer when unmounted', () => {
    vi.setSystemTime(new Date('2026-12-01T10:00:05.000Z'));
    const { unmount } = renderHook(() => useMinuteClock());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
