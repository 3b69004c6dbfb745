import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FRAME_MS, afterFrame } from './afterFrame';

afterEach(() => vi.useRealTimers());

describe('afterFrame', () => {
  it('runs the work once after the frame, however often it was asked for', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const later = afterFrame(work);
    later.request();
    later.request();
    vi.advanceTimersByTime(AFTER_FRAME_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs it now instead, or forgets it', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const later = afterFrame(work);
    later.request();
    later.now();
    vi.advanceTimersByTime(AFTER_FRAME_MS);
    expect(work).toHaveBeenCalledOnce();
    later.request();
    later.cancel();
    vi.advanceTimersByTime(AFTER_FRAME_MS);
    expect(work).toHaveBeenCalledOnce();
  });
});
