import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SubscriptionProvider, useSubscription } from './SubscriptionProvider';

const premium = {
  subscribed: true,
  plan_type: 'premium',
  price_id: 'price_1',
  subscription_end: '2026-12-22T00:00:00.000Z',
};
const notSubscribed = {
  subscribed: false,
  plan_type: 'free',
  price_id: null,
  subscription_end: null,
};

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(premium), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SubscriptionProvider enabled>{children}</SubscriptionProvider>
);
const checks = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/functions/check-subscription').length;

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('SubscriptionProvider', () => {
  it('is not subscribed on plan free until the check answers', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const { result } = renderHook(useSubscription, { wrapper });
    expect(result.current).toMatchObject(notSubscribed);
    await flush();
    expect(result.current).toMatchObject(notSubscribed);
  });

  it('checks on load and every 30 s', async () => {
    const { result } = renderHook(useSubscription, { wrapper });
    await flush();
    expect(checks()).toBe(1);
    expect(result.current).toMatchObject(premium);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_999);
    });
    expect(checks()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(checks()).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(checks()).toBe(3);
  });

  it('checks when the tab becomes visible and when the window gets focus', async () => {
    renderHook(useSubscription, { wrapper });
    await flush();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(checks()).toBe(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(checks()).toBe(2);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(checks()).toBe(3);
  });

  it('caches the answer under inkling_subscription_status with a timestamp', async () => {
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    renderHook(useSubscription, { wrapper });
    await flush();
    expect(JSON.parse(localStorage.getItem('inkling_subscription_status') ?? 'null')).toEqual({
      status: premium,
      timestamp: new Date('2026-11-22T12:00:00Z').getTime(),
    });
  });

  it.each([
    [29_000, premium],
    [31_000, notSubscribed],
  ])(
    'at start-up, reuses a cached status %i ms old only if under 30 000 ms',
    async (age, expected) => {
      vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
      localStorage.setItem(
        'inkling_subscription_status',
        JSON.stringify({ status: premium, timestamp: Date.now() - age }),
      );
      fetchMock.mockImplementation(() => new Promise<Response>(() => undefined)); // the check has not answered yet
      const { result } = renderHook(useSubscription, { wrapper });
      await flush();
      expect(result.current).toMatchObject(expected);
    },
  );

  it('falls back to not subscribed, plan free, when the check fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(
      'inkling_subscription_status',
      JSON.stringify({ status: premium, timestamp: Date.now() }),
    );
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response('{"error":{"code":"INTERNAL","message":"down"}}', { status: 500 }),
      ),
    );
    const { result } = renderHook(useSubscription, { wrapper });
    await flush();
    expect(result.current).toMatchObject(notSubscribed);
    expect(log).toHaveBeenCalledWith('Subscription check failed', expect.any(Error));
  });

  it('only logs when the cache cannot be written', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(useSubscription, { wrapper });
    await flush();
    expect(result.current).toMatchObject(premium);
    expect(log).toHaveBeenCalledWith(
      'Could not save inkling_subscription_status to local storage',
      expect.any(DOMException),
    );
  });

  it('does nothing while signed out', async () => {
    renderHook(useSubscription, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <SubscriptionProvider enabled={false}>{children}</SubscriptionProvider>
      ),
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(checks()).toBe(0);
  });

  it('refuses to work outside its provider, naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(useSubscription)).toThrow(
      'useSubscription must be used within SubscriptionProvider',
    );
  });
});
