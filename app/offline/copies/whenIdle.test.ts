import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_AFTER_INPUT_MS, whenQuiet } from './whenIdle';

afterEach(() => {
  vi.useRealTimers();
});

/** Whether the promise has settled once the timers due so far have run. */
async function settledAfter(ms: number, promise: { done: boolean }) {
  await vi.advanceTimersByTimeAsync(ms);
  return promise.done;
}

function track(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

describe('whenQuiet', () => {
  it('waits until nobody has typed or pressed for a second, however long they go on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const quiet = track(whenQuiet());
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    // Typing on: a key every 200 ms for two seconds holds it back.
    for (let key = 0; key < 10; key += 1) {
      expect(await settledAfter(200, quiet)).toBe(false);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    }
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(await settledAfter(QUIET_AFTER_INPUT_MS - 50, quiet)).toBe(false);
    expect(await settledAfter(100, quiet)).toBe(true);
  });

  it('goes on at the next idle moment when nobody has typed for a while', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS * 5);
    const quiet = track(whenQuiet());
    expect(await settledAfter(20, quiet)).toBe(true);
  });
});
