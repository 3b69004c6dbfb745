import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaveState } from './saveState';
import { SAVED_AFTER_MS, useSteadySaveState } from './useSteadySaveState';

afterEach(() => vi.useRealTimers());

function shownFor(initial: SaveState) {
  return renderHook(({ state }: { state: SaveState }) => useSteadySaveState(state), {
    initialProps: { state: initial },
  });
}

describe('useSteadySaveState', () => {
  it('shows "Saving…" at once and "Saved" once no change came for a second', () => {
    vi.useFakeTimers();
    const { result, rerender } = shownFor('saved');
    rerender({ state: 'saving' });
    expect(result.current).toBe('saving');
    rerender({ state: 'saved' });
    expect(result.current).toBe('saving');
    act(() => {
      vi.advanceTimersByTime(SAVED_AFTER_MS - 1);
    });
    expect(result.current).toBe('saving');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('saved');
  });

  it('stays "Saving…" while keys keep coming, each acknowledged before the next', () => {
    vi.useFakeTimers();
    const { result, rerender } = shownFor('saved');
    for (let key = 0; key < 20; key++) {
      rerender({ state: 'saving' });
      expect(result.current).toBe('saving');
      rerender({ state: 'saved' });
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(result.current).toBe('saving');
    }
    act(() => {
      vi.advanceTimersByTime(SAVED_AFTER_MS);
    });
    expect(result.current).toBe('saved');
  });

  it('shows going offline or connecting at once, even while holding "Saving…"', () => {
    vi.useFakeTimers();
    const { result, rerender } = shownFor('saving');
    rerender({ state: 'saved' });
    expect(result.current).toBe('saving');
    rerender({ state: 'offline' });
    expect(result.current).toBe('offline');
    rerender({ state: 'connecting' });
    expect(result.current).toBe('connecting');
  });

  it('shows "Saved" at once when nothing was being saved (a note just opened)', () => {
    const { result, rerender } = shownFor('connecting');
    rerender({ state: 'saved' });
    expect(result.current).toBe('saved');
  });
});
